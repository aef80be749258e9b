-- features: string_library, integers, numeric_for
local function is_armstrong(n)
  local s = tostring(n)
  local k, sum = #s, 0
  for i = 1, k do
    sum = sum + tonumber(s:sub(i, i)) ^ k
  end
  return sum == n
end
local found = {}
for n = 1, 10000 do
  if is_armstrong(n) then found[#found + 1] = n end
end
print(table.concat(found, " "))
print(is_armstrong(9926315), is_armstrong(9926314))
