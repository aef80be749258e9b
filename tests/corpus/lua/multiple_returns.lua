-- features: multiple_returns, extra_missing_args, multiple_assignment
local function two() return 1, 2 end
local function none() end
local function three() return "a", "b", "c" end

local a, b, c = two()
print(a, b, c)
local x, y = two(), 10
print(x, y)
local t = {two(), two()}
print(#t, t[1], t[2], t[3])
print(two(), "end")
print((two()))
print(none())
print(select("#", none()))
local p, q = none()
print(p, q)
local function take(a1, a2, a3) return a1, a2, a3 end
print(take(1))
print(take(1, 2, 3, 4, 5))
print(take(three()))
print(take("x", three()))
local s = "v=" .. three()
print(s)
local u, v, w = three(), "z"
print(u, v, w)
local function tail() return three() end
print(tail())
print(math.max(two()), #{three()})
