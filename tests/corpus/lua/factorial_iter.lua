-- features: function_declaration, numeric_for, integers, return_statement
function factorial(n)
  local result = 1
  for i = 2, n do
    result = result * i
  end
  return result
end

for n = 0, 10 do
  print(factorial(n))
end
