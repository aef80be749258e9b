-- features: string_patterns, gsub_replacements, string_library
local function encode(s)
  local out = {}
  local i = 1
  while i <= #s do
    local c = s:sub(i, i)
    local j = i
    while s:sub(j + 1, j + 1) == c do j = j + 1 end
    local n = j - i + 1
    out[#out + 1] = (n > 1 and n or "") .. c
    i = j + 1
  end
  return table.concat(out)
end
local function decode(s)
  return (s:gsub("(%d*)(%D)", function(n, c) return c:rep(tonumber(n) or 1) end))
end
for _, s in ipairs({"", "XYZ", "AABBBCCCC", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWB", "  hsqq qww  "}) do
  local e = encode(s)
  print("[" .. e .. "]", decode(e) == s)
end
print(decode("12WB12W3B24WB"))
