-- features: oop_classes, metamethod_index, method_call, varargs
local function class(parent)
  local c = {}
  c.__index = c
  if parent then setmetatable(c, {__index = parent}) end
  c.new = function(...)
    local o = setmetatable({}, c)
    if o.init then o:init(...) end
    return o
  end
  return c
end
local Shape = class()
function Shape:init(name) self.name = name end
function Shape:area() return 0 end
function Shape:describe() return string.format("%s with area %.2f", self.name, self:area()) end
local Rect = class(Shape)
function Rect:init(w, h) Shape.init(self, "rect"); self.w, self.h = w, h end
function Rect:area() return self.w * self.h end
local Square = class(Rect)
function Square:init(s) Rect.init(self, s, s); self.name = "square" end
local Circle = class(Shape)
function Circle:init(r) Shape.init(self, "circle"); self.r = r end
function Circle:area() return math.pi * self.r ^ 2 end
local shapes = {Rect.new(3, 4), Square.new(5), Circle.new(1), Shape.new("blob")}
for _, s in ipairs(shapes) do print(s:describe()) end
local total = 0
for _, s in ipairs(shapes) do total = total + s:area() end
print(string.format("total %.3f", total))
print(Square.area == Rect.area, rawget(Square, "area"))
