-- features: string_library, method_call, string_literals, concatenation, length_operator
local s = "Hello, World"
print(#s, s:len(), string.len(s))
print(s:upper(), s:lower())
print(s:sub(1, 5), s:sub(-5), s:sub(8, -1), s:sub(0), s:sub(5, 2))
print(s:rep(2, "|"), ("ab"):rep(3))
print(s:reverse())
print(s:byte(1), s:byte(-1), s:byte(1, 3))
print(string.char(72, 105))
print("tab\there", 'quote"s', "new\
line")
print([[long
string]], [==[with ]] inside]==])
print("\65\066\x43\u{48}", "a\z
      b")
print("x" .. 1 .. 2.5 .. "y")
print(#"", ("x"):len())
