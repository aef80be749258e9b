-- features: closures, local_declaration, repeat_statement, generic_for
local fs = {}
for i = 1, 3 do
  local j = i * 2
  fs[#fs + 1] = function() return i, j end
end
for _, f in ipairs(fs) do print(f()) end
local gs = {}
for k, v in pairs({"a", "b"}) do gs[k] = function() return k .. v end end
print(gs[1](), gs[2]())
local hs = {}
local n = 0
while n < 3 do
  n = n + 1
  local m = n
  hs[n] = function() m = m + 10; return m end
end
print(hs[1](), hs[1](), hs[2]())
local acc = {}
for i = 1, 3 do
  acc[i] = function(x) return x + i end
end
print(acc[1](10), acc[3](10))
local counter = 0
local incs = {}
for i = 1, 2 do incs[i] = function() counter = counter + i; return counter end end
print(incs[1](), incs[2](), incs[1]())
repeat local z = 5 until z == 5
local function outer()
  local v = 1
  local function mid()
    local function inner() v = v + 1; return v end
    return inner
  end
  return mid()
end
local f = outer()
print(f(), f())
do
  local a, b, c = (function() return 1, 2, 3 end)()
  print(a, b, c)
end
local t = {(function() return 1, 2 end)()}
print(#t)
local u = {(function() return 1, 2 end)(), 5}
print(#u, u[1], u[2])
print(string.format("%s", 1/0), string.format("%d", -0))
local s = 0
for i = 0.1, 0.5, 0.1 do s = s + 1 end
print(s)
for i = 3, 1 do print("no") end
for i = 1, 3, 1 do local i = i * 10; io.write(i, " ") end
print()
