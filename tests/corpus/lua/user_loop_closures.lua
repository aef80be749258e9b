-- features: closures, numeric_for, generic_for, repeat_statement, while_statement, local_declaration
local fs = {}
for i = 1, 3 do
  local j = i
  fs[#fs + 1] = function() j = j + 10; return i, j end
end
print(fs[1](), fs[1](), fs[2](), fs[3]())
local gs = {}
local k = 0
repeat
  k = k + 1
  local v = k * 2
  gs[k] = function() return v end
  v = v + 1
until k == 3
print(gs[1](), gs[2](), gs[3]())
local hs = {}
for _, name in ipairs({"a", "b"}) do
  local count = 0
  hs[name] = {inc = function() count = count + 1 return count end, get = function() return count end}
end
hs.a.inc(); hs.a.inc(); hs.b.inc()
print(hs.a.get(), hs.b.get())
local ws = {}
local w = 1
while w <= 3 do
  local captured = w
  ws[w] = function() return captured * 100 end
  w = w + 1
end
print(ws[1](), ws[2](), ws[3]())
local acc = {}
for i = 1, 3 do
  acc[i] = function() return i end
  i = i * 10  -- modifying the loop copy
end
print(acc[1](), acc[2](), acc[3]())
local function outer()
  local x = 1
  local function get() return x end
  x = 2
  return get
end
print(outer()())
-- more closure-in-loop shapes
local out = {}
for i = 1, 3 do
  local function show() return "f" .. i end
  out[i] = show
end
print(out[1](), out[2](), out[3]())
local cbs = {}
for _, name in ipairs({"x", "y"}) do
  local n = 0
  local function bump() n = n + 1 return name .. n end
  cbs[name] = bump
end
print(cbs.x(), cbs.x(), cbs.y())
local later = {}
for i = 1, 2 do
  local v = i
  later[i] = function() return v end
  v = v * 7
end
print(later[1](), later[2]())
local k = 0
while k < 2 do
  k = k + 1
  local total = 0
  local add = function(x) total = total + x end
  local get = function() return total end
  add(k) add(10)
  later[#later + 1] = get
end
print(later[3](), later[4]())
for i = 1, 2 do
  local t = {}
  local fn
  fn = function(n) if n == 0 then return 0 end return n + fn(n - 1) end
  print(i, fn(i * 3))
end
