-- features: string_library, string_patterns, gsub_replacements
local function atbash(s)
  local out = s:lower():gsub("[^%w]", ""):gsub("%a", function(c)
    return string.char(("z"):byte() - c:byte() + ("a"):byte())
  end)
  return out
end
local function encode(s)
  local plain = atbash(s)
  local groups = {}
  for i = 1, #plain, 5 do groups[#groups + 1] = plain:sub(i, i + 4) end
  return table.concat(groups, " ")
end
print(encode("yes"), encode("OMG"), encode("mindblowingly"))
print(encode("Testing,1 2 3, testing."))
print(encode("The quick brown fox jumps over the lazy dog."))
print(atbash("gvhg rmt123 gvhgrmt"))
