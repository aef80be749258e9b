-- features: oop_classes, metamethod_compare, metamethod_tostring, metamethod_index, method_declaration, varargs
-- Class hierarchy with super calls and a small class helper
local function class(parent)
  local c = {}
  c.__index = c
  if parent then setmetatable(c, {__index = parent}) end
  c.super = parent
  c.new = function(...)
    local o = setmetatable({}, c)
    if o.init then o:init(...) end
    return o
  end
  return c
end

local Shape = class()
function Shape:init(name) self.name = name; Shape.count = (Shape.count or 0) + 1 end
function Shape:area() return 0 end
function Shape:describe()
  return string.format("%s with area %.2f", self.name, self:area())
end
Shape.__tostring = function(s) return "Shape<" .. s.name .. ">" end

local Circle = class(Shape)
function Circle:init(r) Shape.init(self, "circle"); self.r = r end
function Circle:area() return math.pi * self.r ^ 2 end
Circle.__tostring = Shape.__tostring

local Rect = class(Shape)
function Rect:init(w, h, name) Shape.init(self, name or "rect"); self.w, self.h = w, h end
function Rect:area() return self.w * self.h end

local Square = class(Rect)
function Square:init(s) Rect.init(self, s, s, "square") end
function Square:describe()
  return Rect.describe(self) .. " (side " .. self.w .. ")"
end
Square.__eq = function(a, b) return a.w == b.w end
Square.__lt = function(a, b) return a.w < b.w end

local shapes = {Circle.new(1), Rect.new(2, 3), Square.new(4), Circle.new(0.5), Square.new(2)}
for i, s in ipairs(shapes) do print(i, s:describe()) end
print("count", Shape.count)
print(tostring(shapes[1]), tostring(shapes[2]):sub(1, 6))

table.sort(shapes, function(a, b) return a:area() < b:area() end)
for _, s in ipairs(shapes) do io.write(s.name, " ") end
print()

local function isinstance(o, cls)
  local mt = getmetatable(o)
  while mt do
    if mt == cls then return true end
    mt = mt.super
  end
  return false
end
local sq = Square.new(3)
print(isinstance(sq, Square), isinstance(sq, Rect), isinstance(sq, Shape), isinstance(sq, Circle))
print(Square.new(3) == Square.new(3), Square.new(2) < Square.new(3), Square.new(5) <= Square.new(3))
print(sq.super == Rect, Square.super.super == Shape, rawget(Square, "area"))

-- method overriding via instance field
sq.area = function() return -1 end
print(sq:describe())
sq.area = nil
print(sq:describe())

-- mixin
local Comparable = {
  max = function(self, other) if self:area() >= other:area() then return self end return other end,
}
for k, v in pairs(Comparable) do Shape[k] = v end
print(Circle.new(2):max(Rect.new(3, 4)).name, Rect.new(1, 1):max(Circle.new(1)).name)

-- class-level counters using closures
local Counter = class()
local instances = 0
function Counter:init(step) instances = instances + 1; self.v = 0; self.step = step or 1 end
function Counter:tick(n) for _ = 1, n or 1 do self.v = self.v + self.step end return self end
local c1, c2 = Counter.new(), Counter.new(5)
print(c1:tick():tick(3).v, c2:tick(2).v, instances)
