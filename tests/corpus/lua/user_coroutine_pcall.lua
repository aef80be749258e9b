-- features: coroutines, pcall_error, xpcall, metamethod_call
-- coroutine and misc probes
local co = coroutine.wrap(function(...)
  local args = {...}
  while true do
    local x = coroutine.yield(#args)
    args[#args + 1] = x
  end
end)
print(co(1, 2), co("a"), co("b"))
local c2 = coroutine.create(function() coroutine.yield() end)
print(coroutine.status(c2), coroutine.resume(c2), coroutine.status(c2), coroutine.resume(c2), coroutine.status(c2))
print(coroutine.close(c2), coroutine.status(c2))
local c3 = coroutine.create(function() error("boom") end)
print(coroutine.resume(c3))
local c4 = coroutine.create(function() error({1, 2}) end)
local ok, e = coroutine.resume(c4)
print(ok, type(e), e[2])
print(pcall(coroutine.wrap(function() error("in wrap") end)))
local gen = coroutine.wrap(function() for i = 1, 3 do coroutine.yield(i, i * i) end return "fin" end)
print(gen()); print(gen()); print(gen()); print(gen())
print(pcall(gen))
-- yield across pcall
local c5 = coroutine.create(function()
  local ok, v = pcall(function()
    local r = coroutine.yield("from inside pcall")
    error("after " .. r)
  end)
  coroutine.yield(tostring(ok) .. " " .. v)
  return "end"
end)
print(coroutine.resume(c5))
print(coroutine.resume(c5, "resume"))
print(coroutine.resume(c5))
-- nested coroutines
local outer = coroutine.wrap(function()
  local inner = coroutine.wrap(function() coroutine.yield("i1") coroutine.yield("i2") end)
  coroutine.yield(inner())
  coroutine.yield("o")
  coroutine.yield(inner())
end)
print(outer(), outer(), outer())
-- yield from a helper function (not syntactically in body)
local function helper(x) coroutine.yield(x * 10) end
local c6 = coroutine.wrap(function() for i = 1, 3 do helper(i) end end)
print(c6(), c6(), c6())
local function walk(t)
  for _, v in ipairs(t) do
    if type(v) == "table" then walk(v) else coroutine.yield(v) end
  end
end
local flat = {}
for v in coroutine.wrap(function() walk({1, {2, {3, 4}}, 5}) end) do flat[#flat + 1] = v end
print(table.concat(flat, " "))
print(select("#", coroutine.running()), coroutine.isyieldable())
print(coroutine.resume(coroutine.running()))
local co = coroutine.wrap(function()
  print(pcall(function() return 1, 2, 3 end))
  print(pcall(function() error("plain") end))
  print(select(2, pcall(function() error({code = 1}) end)).code)
  print(pcall(error))
  print(xpcall(function() error("x") end, function(m) return "H:" .. m end))
  print(xpcall(function(a, b) coroutine.yield(a + b) return a * b end, print, 3, 4))
  local ok, v = pcall(function()
    local ok2, v2 = pcall(function() coroutine.yield("deep") error("inner", 0) end)
    coroutine.yield(v2)
    return "outer ok"
  end)
  print(ok, v)
  print(pcall(nil))
  local t = setmetatable({}, {__call = function(self, x) return "called " .. x end})
  print(pcall(t, 5))
  local r = pcall(function() return nil end)
  print(r, select("#", pcall(function() end)))
  return "done"
end)
for i = 1, 6 do
  local v = co()
  print("yielded", v)
  if v == "done" then break end
end
