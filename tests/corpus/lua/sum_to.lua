-- features: function_declaration, while_statement, local_declaration
function sum_to(n)
  local total = 0
  local i = 1
  while i <= n do
    total = total + i
    i = i + 1
  end
  return total
end

print(sum_to(100))
