-- features: metamethod_call, oop_classes, closures
local Point = {}
Point.__index = Point
setmetatable(Point, {__call = function(cls, x, y) return setmetatable({x = x, y = y}, cls) end})
function Point:sum() return self.x + self.y end
Point.__tostring = function(p) return "(" .. p.x .. ", " .. p.y .. ")" end
local p = Point(3, 4)
print(p:sum(), tostring(p), getmetatable(p) == Point)

local counter = setmetatable({n = 0}, {
  __call = function(self, inc)
    self.n = self.n + (inc or 1)
    return self.n, "calls"
  end,
})
print(counter(), counter(5), (counter()))
print(pcall(counter, 10))
local holder = {f = counter}
print(holder.f(1))

local memo = setmetatable({}, {
  __call = function(self, n)
    if n < 2 then return n end
    if not self[n] then self[n] = self(n - 1) + self(n - 2) end
    return self[n]
  end,
})
print(memo(50))
local function fact(n) if n <= 1 then return 1 end return n * fact(n - 1) end
print(fact(20))
