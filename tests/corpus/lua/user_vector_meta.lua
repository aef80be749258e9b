-- features: metamethod_arith, metamethod_compare, metamethod_concat_len, metamethod_call, metamethod_tostring, raw_access
-- Vector class with operator metamethods
local Vec = {}
Vec.__index = Vec

local function new(x, y)
  return setmetatable({x = x, y = y}, Vec)
end
Vec.new = new

Vec.__add = function(a, b) return new(a.x + b.x, a.y + b.y) end
Vec.__sub = function(a, b) return new(a.x - b.x, a.y - b.y) end
Vec.__mul = function(a, b)
  if type(a) == "number" then return new(a * b.x, a * b.y) end
  if type(b) == "number" then return new(a.x * b, a.y * b) end
  return a.x * b.x + a.y * b.y
end
Vec.__div = function(a, s) return new(a.x / s, a.y / s) end
Vec.__idiv = function(a, s) return new(a.x // s, a.y // s) end
Vec.__mod = function(a, s) return new(a.x % s, a.y % s) end
Vec.__unm = function(a) return new(-a.x, -a.y) end
Vec.__eq = function(a, b) return a.x == b.x and a.y == b.y end
Vec.__lt = function(a, b) return a:len2() < b:len2() end
Vec.__le = function(a, b) return a:len2() <= b:len2() end
Vec.__len = function(a) return 2 end
Vec.__tostring = function(a) return "(" .. a.x .. ", " .. a.y .. ")" end
Vec.__concat = function(a, b)
  return tostring(a) .. tostring(b)
end
Vec.__call = function(self, k) return self[k] end
Vec.__pow = function(a, n)
  local r = a
  for _ = 2, n do r = new(r.x * a.x, r.y * a.y) end
  return r
end

function Vec:len2() return self.x * self.x + self.y * self.y end
function Vec:length() return math.sqrt(self:len2()) end

local a, b = new(3, 4), new(1, 2)
print(tostring(a + b), tostring(a - b), a * b)
print(tostring(2 * a), tostring(a * 3), tostring(-a))
print(tostring(a / 2), tostring(a // 2), tostring(a % 3))
print(a == new(3, 4), a ~= b, a == b, rawequal(a, new(3, 4)))
print(a < b, b < a, a <= new(4, 3), a > b, a >= b)
print(#a, a:length(), b:length())
print(a .. b, "v=" .. a, a .. "!")
print(a("x"), a("y"), a("z"))
print(tostring(b ^ 3))

local pts = { new(5, 5), new(1, 0), new(-3, 2), new(0, -1), new(2, 2) }
table.sort(pts)
local parts = {}
for i, p in ipairs(pts) do parts[i] = tostring(p) end
print(table.concat(parts, " "))
table.sort(pts, function(p, q) return p.x > q.x end)
parts = {}
for i, p in ipairs(pts) do parts[i] = tostring(p) end
print(table.concat(parts, " "))

local sum = new(0, 0)
for _, p in ipairs(pts) do sum = sum + p end
print("sum", sum, sum.x, sum.y)
print(new(1.5, 2) + new(0.5, 1))
print(new(7, -7) // 2, new(7, -7) % 3, new(7.0, 1) / 2)
