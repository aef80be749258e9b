-- features: goto_statement, numeric_for, repeat_statement
for i = 1, 10 do
  if i % 2 == 0 then goto continue end
  io.write(i, " ")
  ::continue::
end
print()
local i = 1
::top::
if i <= 3 then
  io.write("i=", i, " ")
  i = i + 1
  goto top
end
print()
for x = 1, 3 do
  for y = 1, 3 do
    if y == x then goto next_x end
    io.write(x, ":", y, " ")
  end
  ::next_x::
end
print()
do
  goto skip
  print("skipped")
  ::skip::
  print("after skip")
end
