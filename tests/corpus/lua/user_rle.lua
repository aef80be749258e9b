-- features: string_patterns, gsub_replacements, string_format, string_library
-- Run-length encoding and friends
local function encode(s)
  local out = {}
  local i = 1
  while i <= #s do
    local c = s:sub(i, i)
    local j = i
    while s:sub(j + 1, j + 1) == c do j = j + 1 end
    local n = j - i + 1
    out[#out + 1] = (n > 1 and tostring(n) or "") .. c
    i = j + 1
  end
  return table.concat(out)
end

local function decode(s)
  return (s:gsub("(%d*)(%D)", function(n, c)
    return c:rep(n == "" and 1 or tonumber(n))
  end))
end

local cases = {
  "", "XYZ", "AABBBCCCC", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWB",
  "  hsqq qww  ", "aabbbcccc", "a",
}
for _, c in ipairs(cases) do
  local e = encode(c)
  local d = decode(e)
  print(string.format("%q -> %q -> %s", c, e, tostring(d == c)))
end

-- alternative encoder using patterns
local function encode2(s)
  local out = {}
  local pos = 1
  while pos <= #s do
    local ch = s:sub(pos, pos)
    local esc = ch:gsub("%p", "%%%0")
    local run = s:match("^" .. esc .. "+", pos)
    out[#out + 1] = (#run > 1 and #run or "") .. ch
    pos = pos + #run
  end
  return table.concat(out)
end
print(encode2("aa..!!!b"), encode2("%%%x"), encode2("zzz"))

-- byte-level checksum
local function checksum(s)
  local sum = 0
  for i = 1, #s do sum = (sum * 31 + s:byte(i)) % 1000000007 end
  return sum
end
print(checksum("hello"), checksum(encode(cases[4])))

-- caesar-ish rotation with string.char/byte
local function rot(s, k)
  return (s:gsub("%a", function(ch)
    local base = ch:match("%l") and ("a"):byte() or ("A"):byte()
    return string.char((ch:byte() - base + k) % 26 + base)
  end))
end
print(rot("Hello, World!", 13), rot(rot("Hello, World!", 13), 13), rot("xyz", 3))
local bytes = {("Lua"):byte(1, -1)}
print(#bytes, table.concat(bytes, ","), string.char(table.unpack(bytes)))
