-- features: pairs_ipairs_next, generic_for, table_library
local ages = {alice = 30, bob = 25, carol = 35, dave = 28}
local names = {}
for name in pairs(ages) do names[#names + 1] = name end
table.sort(names)
for _, name in ipairs(names) do print(name, ages[name]) end
local total = 0
for _, v in pairs(ages) do total = total + v end
print("total", total)
local seq = {"a", "b", "c"}
for i, v in ipairs(seq) do print(i, v) end
for i, v in pairs(seq) do io.write(i, "=", v, " ") end
print()
local holes = {1, 2, nil, 4}
local n = 0
for _ in ipairs(holes) do n = n + 1 end
print("ipairs stops at", n)
print(next({}), next({7}))
local k, v = next({x = 1})
print(k, v)
local count = 0
local t = {a = 1, b = 2, c = 3}
for key in pairs(t) do t[key] = nil; count = count + 1 end
print(count, next(t))
