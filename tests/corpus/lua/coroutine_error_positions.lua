-- features: coroutines, error_levels, runtime_error_messages, pcall_error
-- error positions and names inside coroutines (calls there go through the
-- lowering's helper, which Lua's levels do not see; pcall's call does)
local function check(v) if not v then error("bad value", 2) end return v end
local co = coroutine.create(function(a)
  local x = coroutine.yield(a)
  check(x)
  local t
  return t.field
end)
print(coroutine.resume(co, 1))
print(coroutine.resume(co, nil))
local co2 = coroutine.create(function(a)
  coroutine.yield(a)
  local t
  return t.field
end)
print(coroutine.resume(co2, 1))
print(coroutine.resume(co2))
local gen = coroutine.wrap(function() coroutine.yield(1) error("in gen") end)
print(gen())
print(pcall(gen))
local co3 = coroutine.create(function() local s = nil; coroutine.yield(); return s .. "x" end)
coroutine.resume(co3)
print(coroutine.resume(co3))
local co_w = coroutine.wrap(function()
  coroutine.yield(1)
  local ok, e = pcall(function() local f; f() end)
  print(ok, e)
  print(pcall(function() return ("x"):rep() end))
  print(pcall(string.rep))
  local t = {}
  print(pcall(function() t.missing() end))
  print(pcall(function() t:method() end))
  local function v(n) if not n then error("need n", 2) end end
  local function w() v() end
  print(pcall(w))
  print(pcall(v))
  undefined_in_co = nil
  print(pcall(function() undefined_in_co() end))
end)
co_w()
co_w()
