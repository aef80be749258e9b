-- features: table_library, metamethod_index, metamethod_newindex, metamethod_concat_len, pairs_ipairs_next, varargs
local proxy = setmetatable({}, {__index = function(_, i) if i <= 4 then return i * 10 end end, __len = function() return 4 end})
print(table.concat(proxy, ","), table.unpack(proxy))
local logged = {}
local lt = setmetatable({}, {__newindex = function(t, k, v) logged[#logged + 1] = k; rawset(t, k, v) end})
table.insert(lt, "a"); table.insert(lt, "b")
print(#logged, logged[1], logged[2], lt[1], lt[2])
print(next({}, nil))
local t = {10, 20, 30}
for k, v in pairs(t) do if k == 1 then t[3] = nil end io.write(k, "=", tostring(v), " ") end print()
local h = {a = 1}
for k in pairs(h) do h[k] = nil end
print(next(h))
print(pcall(next, {}, "nokey"))
local keys = {}
local big = {[2^53] = "f", [1e300] = "g"}
print(big[2^53], big[9007199254740992], math.type(next(big)))
local m = {}
m[1] = "int"; m[1.0] = "float"
print(m[1], #m)
m[-0.0] = "negzero"
print(m[0])
print(({})[nil], rawget({}, 0/0))
local s = 0
for i = 1, 3 do
  local j = i
  repeat
    local k = j * 2
    j = j + 1
    if k > 4 then goto done end
  until k >= 4
  ::done::
  s = s + j
end
print(s)
print(select(-2, "a", "b", "c"), pcall(select, 0, "a"), pcall(select, -5, "a"))
print(table.unpack({1, 2, 3}, -1, 1))
print(pcall(table.unpack, {}, 1, 1e8))
print(string.rep("ab", 3, ""), pcall(string.rep, "x", 1e10))
local function show(t, n) local o = {} for i = 0, n do o[#o + 1] = tostring(t[i]) end return table.concat(o, ",") end
local t = {[0] = "z"}
print(table.remove(t), show(t, 2))
t = {[0] = "z"}
print(table.remove(t, 0), show(t, 2))
t = {1, 2, 3}
print(table.remove(t, 4), show(t, 4))
print(pcall(table.remove, {1, 2, 3}, 5))
print(pcall(table.remove, {1, 2, 3}, 0))
print(pcall(table.remove, {}, -1))
t = {1, 2, 3}
print(table.remove(t, 1), show(t, 3))
print(table.remove(t, #t), show(t, 3))
local p = setmetatable({}, {__len = function() return 3 end, __index = function(_, i) return i * 11 end})
print(table.remove(p), table.remove(p, 1), rawget(p, 1), rawget(p, 2), rawget(p, 3))
t = {1, 2, 3}
table.insert(t, 4, 9)
print(show(t, 5), pcall(table.insert, t, 7, 1), pcall(table.insert, t, 0, 1))
print(pcall(table.insert, t), pcall(table.insert, t, 1, 2, 3))
local lenbad = setmetatable({}, {__len = function() return "x" end})
print(pcall(table.insert, lenbad, 1))
print(pcall(table.concat, setmetatable({}, {__len = function() return 2.0 end, __index = function() return "q" end}), "-"))
print(table.unpack(setmetatable({}, {__index = function(_, i) return i end}), 1, 3))
local mv = table.move(setmetatable({}, {__index = function(_, i) return i * 2 end}), 1, 3, 1, {})
print(mv[1], mv[2], mv[3])
