-- features: metatables, metamethod_arith, metamethod_tostring, metamethod_compare, metamethod_concat_len
local Vec = {}
Vec.__index = Vec
local function vec(x, y) return setmetatable({x = x, y = y}, Vec) end
Vec.__add = function(a, b) return vec(a.x + b.x, a.y + b.y) end
Vec.__sub = function(a, b) return vec(a.x - b.x, a.y - b.y) end
Vec.__mul = function(a, b)
  if type(a) == "number" then return vec(a * b.x, a * b.y) end
  if type(b) == "number" then return vec(a.x * b, a.y * b) end
  return a.x * b.x + a.y * b.y
end
Vec.__unm = function(a) return vec(-a.x, -a.y) end
Vec.__eq = function(a, b) return a.x == b.x and a.y == b.y end
Vec.__lt = function(a, b) return a:len2() < b:len2() end
Vec.__le = function(a, b) return a:len2() <= b:len2() end
Vec.__tostring = function(v) return "(" .. v.x .. ", " .. v.y .. ")" end
Vec.__len = function(v) return 2 end
Vec.__concat = function(a, b) return tostring(a) .. tostring(b) end
Vec.__div = function(a, n) return vec(a.x / n, a.y / n) end
Vec.__idiv = function(a, n) return vec(a.x // n, a.y // n) end
Vec.__mod = function(a, n) return vec(a.x % n, a.y % n) end
function Vec:len2() return self.x * self.x + self.y * self.y end

local a, b = vec(1, 2), vec(3, 4)
print(tostring(a + b), tostring(a - b), a * b, tostring(a * 2), tostring(3 * b))
print(tostring(-a), a == vec(1, 2), a ~= b, a < b, b <= a, a > b)
print(#a, a .. b, a .. "!")
print(tostring(b / 2), tostring(b // 2), tostring(b % 3))
print(rawequal(a, vec(1, 2)), rawequal(a, a))
print(getmetatable(a) == Vec)
