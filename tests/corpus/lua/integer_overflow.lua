-- features: integers, integer_float_division
local big = math.maxinteger
print(big + 1, big * 2, -big - 2)
print(math.mininteger // -1, math.mininteger % -1)
local h = 0
for c in ("hash me please"):gmatch(".") do
  h = h * 31 + c:byte()
end
print(h)
local x = 1
for i = 1, 70 do x = x * 2 end
print(x)
print(1 << 62, (1 << 62) * 4)
print(0x7fffffffffffffff, 0xffffffffffffffff)
print(9007199254740993, 2^63 == math.maxinteger + 1.0)
print(5 // 0.0, -5 % math.huge, 5 % -math.huge)
local function msg(ok, e) return ok, (e:gsub("^[^:]*:%d+: ", "")) end
print(msg(pcall(function() return 1 // 0 end)))
print(msg(pcall(function() return 1 % 0 end)))
