-- features: table_library, pairs_ipairs_next, raw_access, pcall_error
-- Table library
local t = {5, 3, 8, 1}
table.insert(t, 7)
table.insert(t, 1, 0)
table.insert(t, 3, 42)
print(table.concat(t, " "), #t)
print(table.remove(t), table.remove(t, 1), table.remove(t, 2))
print(table.concat(t, " "), #t)
table.sort(t)
print(table.concat(t, ","))
table.sort(t, function(a, b) return a > b end)
print(table.concat(t, ","))
print(table.concat({}, ","), table.concat({1, 2, 3}, ", ", 2, 3), table.concat({"a", "b"}, "", 3))
print(table.concat({1, 2.5, "x"}, "|"))

local words = {"banana", "Apple", "cherry", "date", "apple", "Banana"}
table.sort(words)
print(table.concat(words, " "))
table.sort(words, function(a, b)
  if a:lower() == b:lower() then return a < b end
  return a:lower() < b:lower()
end)
print(table.concat(words, " "))

-- sort records by multiple keys
local people = {
  {name = "Ann", age = 30}, {name = "Bob", age = 25}, {name = "Cid", age = 30},
  {name = "Dee", age = 22}, {name = "Eve", age = 25},
}
table.sort(people, function(a, b)
  if a.age ~= b.age then return a.age < b.age end
  return a.name < b.name
end)
for i, p in ipairs(people) do io.write(i, ":", p.name, "(", p.age, ") ") end
print()

-- table.move
local src = {1, 2, 3, 4, 5}
local dst = table.move(src, 2, 4, 1, {})
print(table.concat(dst, ","))
table.move(src, 1, 3, 3)
print(table.concat(src, ","))
print(table.concat(table.move({1, 2, 3}, 1, 0, 1, {9}), ","))

-- remove on empty / boundaries
local e = {}
print(table.remove(e), #e)
local one = {"x"}
print(table.remove(one, 1), #one)
local r = {1, 2, 3}
print(table.remove(r, #r + 1), #r)

-- ipairs stops at nil
local holes = {1, 2, nil, 4}
local c = 0
for _ in ipairs(holes) do c = c + 1 end
print("ipairs count", c)

-- nested tables and length
local grid = {}
for i = 1, 3 do
  grid[i] = {}
  for j = 1, 4 do grid[i][j] = i * j end
end
for _, row in ipairs(grid) do print(table.concat(row, "\t")) end
print(#grid, #grid[1])

-- keys sorted
local inv = {apples = 3, pears = 0, kiwis = 12, figs = 7}
local keys = {}
for k in pairs(inv) do keys[#keys + 1] = k end
table.sort(keys, function(a, b) return inv[a] > inv[b] end)
for _, k in ipairs(keys) do io.write(k, "=", inv[k], " ") end
print()
inv.pears = nil
local cnt = 0
for _ in pairs(inv) do cnt = cnt + 1 end
print("count", cnt, next({}), type(next), rawlen({1, 2}), rawlen("abc"))

local ok, err = pcall(table.sort, {3, 1, "x"})
print(ok, err)
ok, err = pcall(table.concat, {1, {}, 3})
print(ok, err)
ok, err = pcall(table.insert, {1}, 5, 2)
print(ok, err)
print(select("#", table.unpack({1, nil, 3})))
local big = {}
for i = 1, 100 do big[i] = i end
print(#big, select("#", table.unpack(big)), table.unpack(big, 99))
