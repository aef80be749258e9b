-- features: chunk, function_declaration, if_statement, return_statement, numeric_for, integers
local function factorial(n)
  if n <= 1 then
    return 1
  end
  return n * factorial(n - 1)
end

local function factorial_iter(n)
  local result = 1
  for i = 2, n do
    result = result * i
  end
  return result
end

for i = 0, 20, 5 do
  print(i, factorial(i), factorial_iter(i))
end
print(factorial(20) == factorial_iter(20))
