-- features: repeat_statement, local_declaration, break_statement
local n = 0
repeat
  n = n + 1
  local done = n >= 5
until done
print(n)
local x = 100
repeat
  x = x // 2
  io.write(x, " ")
until x < 10
print()
local k = 0
while true do
  k = k + 1
  if k > 3 then break end
end
print(k)
local tries = 0
repeat
  tries = tries + 1
  if tries == 2 then break end
until false
print(tries)
