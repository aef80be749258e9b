-- features: global_env, global_variable, closures
_G.DEBUG = true
counter = 0
local function bump() _G.counter = _G.counter + 1 end
bump() bump()
print(DEBUG, counter, _G.counter, _G["counter"], _G.print == print)
_G.greet = function(n) return "hi " .. n end
print(greet("x"), _G.greet("y"), _G["greet"]("z"))
print(_G.string.upper("q"), _G.math.pi > 3, _G["tostring"](12))
