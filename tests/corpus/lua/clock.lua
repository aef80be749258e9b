-- features: oop_classes, string_format, metamethod_compare, metamethod_tostring
local Clock = {}
Clock.__index = Clock
local function normalize(m) return m % (24 * 60) end
function Clock.at(h, m) return setmetatable({minutes = normalize(h * 60 + (m or 0))}, Clock) end
function Clock:plus(m) return Clock.at(0, self.minutes + m) end
function Clock:minus(m) return Clock.at(0, self.minutes - m) end
Clock.__tostring = function(c) return string.format("%02d:%02d", c.minutes // 60, c.minutes % 60) end
Clock.__eq = function(a, b) return a.minutes == b.minutes end
print(tostring(Clock.at(8)), tostring(Clock.at(11, 9)), tostring(Clock.at(24)), tostring(Clock.at(25, 160)))
print(tostring(Clock.at(-1, 15)), tostring(Clock.at(-25, -160)), tostring(Clock.at(1, -4820)))
print(tostring(Clock.at(10, 0):plus(61)), tostring(Clock.at(0, 45):plus(40)), tostring(Clock.at(10, 3):minus(3)))
print(Clock.at(15, 37) == Clock.at(15, 37), Clock.at(15, 36) == Clock.at(15, 37), Clock.at(-1, 0) == Clock.at(23, 0))
