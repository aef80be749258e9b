-- features: math_library, global_variable, select_type
print(collectgarbage())
print(collectgarbage("collect"), collectgarbage("step"), collectgarbage("isrunning"))
print(type(collectgarbage("count")), math.type(collectgarbage("count")))
print(collectgarbage("incremental"), collectgarbage("generational"), collectgarbage("incremental"))
print(pcall(collectgarbage, "bogus"))
print(collectgarbage("setpause", 100), collectgarbage("setstepmul", 200), collectgarbage("setpause"), collectgarbage("stop"), collectgarbage("isrunning"), collectgarbage("restart"), collectgarbage("isrunning"), collectgarbage("step", 10))
print(math.pow(2, 3), math.ldexp(1, 3), math.frexp(8), math.cosh(0), math.log10(1000), math.atan2(1, 1), math.sinh(0), math.tanh(0))
print(math.frexp(0), math.frexp(-3), math.frexp(1e300))
local unpack = unpack or table.unpack
print(unpack({1, 2}))
local loadstr = loadstring or load
print(type(loadstr), setfenv, getfenv, module, bit32)
