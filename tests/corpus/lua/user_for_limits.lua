-- features: numeric_for, integer_for_overflow, integers, floats, io_write
for i = math.maxinteger - 2, math.maxinteger do io.write(i, " ") end print()
for i = math.mininteger, math.mininteger + 2 do io.write(i, " ") end print()
for i = math.mininteger + 2, math.mininteger, -1 do io.write(i, " ") end print()
for i = math.maxinteger - 5, math.maxinteger, 4 do io.write(i, " ") end print()
for i = math.maxinteger - 1, math.huge do io.write(i, " ") end print()
for i = math.mininteger + 1, -math.huge, -1 do io.write(i, " ") end print()
for i = 1, 3.7 do io.write(i, " ") end print()
for i = 3, 0.5, -1 do io.write(i, " ") end print()
for i = 1, 0 do io.write("never") end print("-")
for i = 0, 10, 3 do io.write(i, " ") end print()
local n = 0
for i = math.mininteger, math.mininteger + 10, 5 do n = n + 1 end print(n)
for i = -3, -1 do io.write(i, " ") end print()
local step = -2
for i = 5, 1, step do io.write(i, " ") end print()
step = 2
for i = math.maxinteger - 3, math.maxinteger, step do io.write(i, " ") end print()
for i = 1, 2, math.maxinteger do io.write(i, " ") end print()
for i = -1, -2, math.mininteger do io.write(i, " ") end print()
for i = 1.0, 2 do io.write(i, " ") end print()
for i = 1, 3 do local j = i * 2 io.write(j, " ") end print()
for i = "1", 2 do print(i) end
for i = 1, "2" do print(i) end
for i = 1, 2, "1" do print(i) end
for i = 1.0, "2" do print(i) end
io.stderr:write("done: ", 3, " loops\n")
