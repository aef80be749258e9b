-- features: table_library, pcall_error, closures
local function mk(n, f) local t = {} for i = 1, n do t[i] = f(i) end return t end
local t = mk(200, function(i) return (i * 7919) % 101 end)
table.sort(t)
print(t[1], t[100], t[200])
for _, n in ipairs({2, 3, 4, 5, 10, 50, 150}) do
  local a = mk(n, function(i) return (i * 37) % 11 end)
  print(n, pcall(table.sort, a, function(x, y) return true end))
  print(table.concat(a, ","))
end
local a = mk(300, function(i) return i % 3 end)
print(pcall(table.sort, a, function(x, y) return x <= y end))
local recs = mk(120, function(i) return {k = (i * 13) % 7, id = i} end)
table.sort(recs, function(p, q) return p.k < q.k end)
local ids = {}
for i, r in ipairs(recs) do ids[i] = r.id end
print(table.concat(ids, " "))
local desc = mk(1000, function(i) return 1000 - i end)
table.sort(desc)
print(desc[1], desc[1000])
local strs = mk(130, function(i) return string.char(97 + (i * 5) % 26) .. i end)
table.sort(strs, function(x, y) return x:sub(1, 1) > y:sub(1, 1) end)
print(table.concat(strs, " "))
print(pcall(table.sort, {1, 2, 3}, 5))
local mod = {5, 4, 3, 2, 1}
print(pcall(table.sort, mod, function(x, y) mod[1] = 99 return x < y end))
print(table.concat(mod, ","))
local mixed = {3, 1.5, 2, -1, 2.0, 1}
table.sort(mixed)
print(table.concat(mixed, " "))
