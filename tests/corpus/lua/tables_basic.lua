-- features: table_constructor, table_index, length_operator, nil_value, table_library
local t = {10, 20, 30}
print(#t, t[1], t[3], t[4])
t[#t + 1] = 40
print(#t)
t.name = "list"
print(t.name, t["name"])
local nested = {a = {b = {c = "deep"}}}
print(nested.a.b.c)
local mixed = {1, 2, x = "a", [10] = "ten", 3}
print(#mixed, mixed[3], mixed.x, mixed[10])
t[2.0] = "two"
print(t[2])
t[#t] = nil
print(#t)
local empty = {}
print(#empty, empty[1])
local keys = {[1] = "a", [2] = "b", [3] = "c"}
print(#keys, table.concat(keys, ","))
local m = {}
m[true] = "yes"
m[1] = "one"
print(m[true], m[1])
