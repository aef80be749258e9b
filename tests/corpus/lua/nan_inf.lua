-- features: floats, comparison
local nan = 0/0
print(nan ~= nan, nan == nan, nan < 1, nan > 1)
print(math.huge > math.maxinteger, -math.huge < math.mininteger)
print(math.huge, -math.huge, math.huge - math.huge ~= math.huge - math.huge)
print(math.floor(2.5 + 0.5), math.fmod(7, 3), math.fmod(-7, 3), math.fmod(7.5, 2))
print(math.modf(3.7))
print(math.modf(-3.7))
print(math.modf(5))
print(math.max(1, 2.5, -1), math.min(3, 1, 2), math.max(2, 2.0), math.min(1))
print(math.sqrt(16), math.sqrt(2), math.pi)
print(math.abs(math.mininteger), math.ult(1, -1))
print(string.format("%.4f %.4f %.4f", math.sin(1), math.cos(1), math.exp(1)))
print(math.log(8, 2), math.log(100, 10), string.format("%.5f", math.log(10)))
