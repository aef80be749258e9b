-- features: numeric_for, while_statement, string_library, pcall_error, string_format, io_write
-- Roman numerals both directions
local numerals = {
  {1000, "M"}, {900, "CM"}, {500, "D"}, {400, "CD"},
  {100, "C"}, {90, "XC"}, {50, "L"}, {40, "XL"},
  {10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"},
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

local values = { I = 1, V = 5, X = 10, L = 50, C = 100, D = 500, M = 1000 }

local function from_roman(s)
  local total = 0
  local prev = 0
  for i = #s, 1, -1 do
    local v = values[s:sub(i, i)]
    if not v then error("bad numeral: " .. s:sub(i, i)) end
    if v < prev then
      total = total - v
    else
      total = total + v
      prev = v
    end
  end
  return total
end

local tests = {1, 2, 3, 4, 5, 6, 9, 16, 27, 48, 49, 59, 93, 141, 163, 402, 575, 911, 1024, 1999, 2024, 3000, 3999}
for _, n in ipairs(tests) do
  local r = to_roman(n)
  local back = from_roman(r)
  io.write(string.format("%4d -> %-12s -> %d%s\n", n, r, back, back == n and "" or " MISMATCH"))
end

local ok, err = pcall(from_roman, "XIZ")
print(ok, err)

-- sum of all roman numerals from 1 to 100 as string lengths
local total_len = 0
for i = 1, 100 do total_len = total_len + #to_roman(i) end
print("total length 1..100:", total_len)

-- longest numeral under 500
local longest, li = "", 0
for i = 1, 499 do
  local r = to_roman(i)
  if #r > #longest then longest, li = r, i end
end
print(li, longest, #longest)
