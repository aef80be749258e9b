-- features: io_write, string_format
io.write("no newline")
io.write(" ", 1, " ", 2.5, "\n")
io.write(string.format("%-6s|%6.2f|\n", "name", 3.14159))
io.stdout:write("via stdout", "\n")
io.write("a", "b"):write("c\n")
for i = 1, 3 do io.write(i, i < 3 and "," or "\n") end
