-- features: coroutines, multiple_returns
local co = coroutine.create(function(a, b)
  print("start", a, b)
  local c = coroutine.yield(a + b)
  print("got", c)
  local d, e = coroutine.yield(c * 2)
  print("got", d, e)
  return "done", a + b + c
end)
print(coroutine.status(co))
print(coroutine.resume(co, 1, 2))
print(coroutine.status(co))
print(coroutine.resume(co, 10))
print(coroutine.resume(co, "x", "y"))
print(coroutine.status(co))
print(coroutine.resume(co))
print(type(co), coroutine.isyieldable())

local gen = coroutine.wrap(function()
  for i = 1, 3 do coroutine.yield(i) end
  return "end"
end)
print(gen(), gen(), gen(), gen())
print(pcall(gen))

local failing = coroutine.create(function()
  coroutine.yield(1)
  error("boom", 0)
end)
print(coroutine.resume(failing))
print(coroutine.resume(failing))
print(coroutine.status(failing))
print(pcall(coroutine.yield, 1))
