-- features: coroutines, closures, method_call, oop_classes
local function step(x) coroutine.yield(x) end
local function middle(n) for i = 1, n do step(i * 10) end return "m" end
local function outer() local r = middle(2); step(r) return "done" end
local co = coroutine.wrap(function() return outer() end)
print(co(), co(), co(), co())
-- method-based producer
local Gen = {}
Gen.__index = Gen
function Gen:emit(v) coroutine.yield(v) end
function Gen:run() for _, v in ipairs(self.items) do self:emit(v) end end
local g = setmetatable({items = {"a", "b"}}, Gen)
local c2 = coroutine.create(function() g:run() return "end" end)
print(coroutine.resume(c2)); print(coroutine.resume(c2)); print(coroutine.resume(c2)); print(coroutine.resume(c2))
-- function values assigned
local emit2 = function(v) coroutine.yield(v * 2) end
local function twice(v) emit2(v); emit2(v + 1) end
for v in coroutine.wrap(function() twice(1); twice(5) end) do io.write(v, " ") end print()
-- recursion through a helper
local function walk(t, visit) for _, v in ipairs(t) do if type(v) == "table" then walk(v, visit) else visit(v) end end end
local function yield_leaf(v) coroutine.yield(v) end
for v in coroutine.wrap(function() walk({1, {2, {3}}, 4}, yield_leaf) end) do io.write(v, " ") end print()
