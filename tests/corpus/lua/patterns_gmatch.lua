-- features: string_patterns, generic_for
local words = {}
for w in ("the rain in spain"):gmatch("%a+") do words[#words + 1] = w end
print(#words, table.concat(words, "|"))
for k, v in ("a=1, b=2, c=3"):gmatch("(%w+)=(%w+)") do io.write(k, "->", v, " ") end
print()
local nums = {}
for n in ("10 20 -5 3.5"):gmatch("%-?[%d%.]+") do nums[#nums + 1] = tonumber(n) end
print(table.concat(nums, ","))
local count = 0
for _ in ("banana"):gmatch("an") do count = count + 1 end
print(count)
for pos, ch in ("abc"):gmatch("()(.)") do io.write(pos, ch, " ") end
print()
local csv = "name,age,,city"
local fields = {}
for f in (csv .. ","):gmatch("([^,]*),") do fields[#fields + 1] = f end
print(#fields, fields[3] == "", fields[4])
for line in ("line1\nline2\nline3"):gmatch("[^\n]+") do print(line) end
local it = ("x y"):gmatch("%a")
print(it(), it(), it())
