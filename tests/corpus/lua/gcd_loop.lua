-- features: function_declaration, while_statement, integer_float_division
function gcd(a, b)
  while b ~= 0 do
    local t = b
    b = a % b
    a = t
  end
  return a
end

print(gcd(48, 18))
print(gcd(270, 192))
print(gcd(17, 5))
