-- features: function_declaration, while_statement, integer_float_division, multiple_returns
local function gcd(a, b)
  while b ~= 0 do
    a, b = b, a % b
  end
  return a
end

local function lcm(a, b)
  return a // gcd(a, b) * b
end

local function both(a, b)
  return gcd(a, b), lcm(a, b)
end

print(gcd(48, 18), lcm(4, 6))
print(both(21, 6))
local g, l = both(100, 75)
print(g, l)
print(gcd(17, 5), gcd(0, 9), gcd(-12, 8))
