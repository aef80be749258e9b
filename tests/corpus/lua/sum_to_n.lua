-- features: numeric_for, integers, floats
local total = 0
for i = 1, 100 do
  total = total + i
end
print(total)
local ftotal = 0
for x = 0, 1, 0.25 do
  ftotal = ftotal + x
  print(x)
end
print(ftotal)
for i = 10, 1, -3 do io.write(i, " ") end
print()
for i = 1, 0 do print("never") end
for i = 1.0, 3 do print(i) end
