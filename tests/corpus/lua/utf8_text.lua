-- features: utf8_library, string_patterns
local s = "héllo wörld €"
print(#s, utf8.len(s), utf8.char(72, 233, 8364, 128512))
print(utf8.codepoint(s, 1, 3))
for p, c in utf8.codes("aé€") do io.write(p, ":", c, " ") end
print()
print(utf8.offset(s, 3), utf8.offset(s, -1), utf8.offset(s, 0, 3))
print(utf8.len("\xff"), utf8.charpattern)
local n = 0
for ch in s:gmatch(utf8.charpattern) do n = n + 1 end
print(n)
print(utf8.len(s, 3), utf8.len(""), utf8.codepoint("€"))
