-- features: while_statement, integer_float_division, pcall_error
local function steps(n)
  if n <= 0 then error("Only positive integers are allowed", 0) end
  local c = 0
  while n ~= 1 do
    if n % 2 == 0 then n = n // 2 else n = 3 * n + 1 end
    c = c + 1
  end
  return c
end
for _, n in ipairs({1, 16, 12, 1000000}) do print(n, steps(n)) end
print(pcall(steps, 0))
print(pcall(steps, -15))
local best, arg = 0, 0
for i = 1, 10000 do
  local s = steps(i)
  if s > best then best, arg = s, i end
end
print(arg, best)
