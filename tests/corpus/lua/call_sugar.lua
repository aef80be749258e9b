-- features: call_sugar, table_constructor, anonymous_function
local function greet(name) return "hello " .. name end
print(greet"world")
print(greet [[long]])
local function count(t) return #t end
print(count{1, 2, 3})
local function config(c) return c.name .. ":" .. (c.port or 80) end
print(config{name = "srv", port = 8080})
print(config{name = "web"})
print(("%s!"):format"x", type{})
local obj = {tag = "o"}
function obj:show(t) return self.tag .. "/" .. t.v end
print(obj:show{v = 1})
