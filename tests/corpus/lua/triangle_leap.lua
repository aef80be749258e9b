-- features: logical_operators, function_declaration, table_library
local function is_leap(y) return y % 4 == 0 and (y % 100 ~= 0 or y % 400 == 0) end
for _, y in ipairs({2015, 1970, 1996, 1960, 2100, 1900, 2000, 2400, 1800}) do io.write(y, ":", tostring(is_leap(y)), " ") end
print()
local function kind(a, b, c)
  local s = {a, b, c}
  table.sort(s)
  if s[1] <= 0 or s[1] + s[2] < s[3] then return "invalid" end
  if a == b and b == c then return "equilateral" end
  if a == b or b == c or a == c then return "isosceles" end
  return "scalene"
end
print(kind(2, 2, 2), kind(3, 4, 4), kind(3, 4, 5), kind(1, 1, 3), kind(0, 0, 0), kind(0.5, 0.4, 0.6))
local function raindrops(n)
  local s = (n % 3 == 0 and "Pling" or "") .. (n % 5 == 0 and "Plang" or "") .. (n % 7 == 0 and "Plong" or "")
  return s ~= "" and s or tostring(n)
end
for _, n in ipairs({1, 3, 5, 7, 15, 21, 35, 105, 52}) do io.write(raindrops(n), " ") end
print()
