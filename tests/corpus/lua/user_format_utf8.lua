-- features: string_format, utf8_library, pcall_error
for _, f in ipairs({'%u', '%+s', '%#d', '% s', '%05s', '%-5c', '%05c', '%.3c', '%+x', '% x', '%#o', '%+5.2f', '%#g', '%i', '%5q', '%.3q', '%ll', '%123d', '%1.123f', '%-+ #0-+ #0-+ #0-+ #0-5d', '%.d', '%5.f', '%.s', '%5.5.5d', '%', '%y', '%-10.3s|', '%+.3d', '%-08d', '%10.4x', '%#X', '%02c'}) do
  print(f, pcall(string.format, f, 65))
end
print(pcall(string.format, "%10.3s|%-8d|%08.3f", "abcdef", 42, -3.14159))
local s = "héllo"
for _, args in ipairs({{1}, {3}, {2}, {6}, {7}, {-1}, {-3}, {0}, {-10}, {1, -1}, {1, 5}, {1, 6}, {1, 7}, {2, 1}, {4, -2}, {1, -7}}) do
  print(args[1], args[2], pcall(utf8.len, s, args[1], args[2]))
end
print(utf8.len(""), pcall(utf8.len, "", 2), utf8.len("", 1, -1))
local s = "héllo✓"
for _, args in ipairs({{1}, {2}, {3}, {1, -1}, {0}, {-1}, {8}, {9}, {10}, {3, 2}, {-3, -1}}) do
  print("cp", args[1], args[2], pcall(utf8.codepoint, s, args[1], args[2]))
end
for _, args in ipairs({{1}, {2}, {3}, {0, 3}, {0, 2}, {-1}, {-2, 0}, {1, 9}, {1, 10}, {1, 11}, {6, 1}, {7, 1}, {-6}, {0, 1}, {2, 3}}) do
  print("off", args[1], args[2], pcall(utf8.offset, s, args[1], args[2]))
end
print(pcall(utf8.char, 0x7FFFFFFF), pcall(utf8.char, 0x80000000), utf8.char(65, 0x10000):byte(1, -1))
for p, c in utf8.codes("") do print(p, c) end
print(utf8.charpattern == "[\0-\x7F\xC2-\xFD][\x80-\xBF]*")
