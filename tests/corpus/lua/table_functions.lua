-- features: table_library, varargs
local t = {}
for i = 1, 5 do table.insert(t, i * i) end
print(table.concat(t, ", "))
table.insert(t, 1, 0)
table.insert(t, 3, 99)
print(table.concat(t, " "))
print(table.remove(t), table.remove(t, 1), table.remove(t, 2))
print(table.concat(t, " "))
print(table.concat({}, "x"), table.concat({1, 2.5, "z"}))
print(table.concat({"a", "b", "c", "d"}, "-", 2, 3))
local p = table.pack(1, nil, 3)
print(p.n, p[1], p[2], p[3])
print(table.unpack({1, 2, 3}))
print(table.unpack({1, 2, 3}, 2))
print(table.unpack({1, 2, 3}, 2, 3))
local moved = table.move({1, 2, 3}, 1, 3, 2, {})
print(moved[1], moved[2], moved[4])
print(select("#", table.unpack({}, 1, 3)))
