-- features: table_constructor, while_statement, string_library
local numerals = {
  {1000, "M"}, {900, "CM"}, {500, "D"}, {400, "CD"}, {100, "C"}, {90, "XC"},
  {50, "L"}, {40, "XL"}, {10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"},
}
local function to_roman(n)
  local out = {}
  for _, pair in ipairs(numerals) do
    local value, sym = pair[1], pair[2]
    while n >= value do
      out[#out + 1] = sym
      n = n - value
    end
  end
  return table.concat(out)
end
local values = {I = 1, V = 5, X = 10, L = 50, C = 100, D = 500, M = 1000}
local function from_roman(s)
  local total, prev = 0, 0
  for i = #s, 1, -1 do
    local v = values[s:sub(i, i)]
    if v < prev then total = total - v else total = total + v; prev = v end
  end
  return total
end
for _, n in ipairs({1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999}) do
  local r = to_roman(n)
  print(n, r, from_roman(r))
end
