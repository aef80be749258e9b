-- features: generic_for, closures, pairs_ipairs_next
local function range(n, step)
  step = step or 1
  local i = 0
  return function()
    i = i + step
    if i <= n then return i end
  end
end
for v in range(5) do io.write(v, " ") end
print()
for v in range(10, 3) do io.write(v, " ") end
print()
local function iter_stateless(t, i)
  i = i + 1
  local v = t[i]
  if v then return i, v * v end
end
for i, sq in iter_stateless, {2, 3, 4}, 0 do print(i, sq) end
local function chars(s)
  return function(str, i)
    i = i + 1
    if i <= #str then return i, str:sub(i, i) end
  end, s, 0
end
for i, c in chars("lua") do io.write(i, c, " ") end
print()
for k, v in next, {10, 20} do print(k, v) end
