-- features: table_library, anonymous_function, comparison
local nums = {5, 2, 9, 1, 5.5, -3, 7}
table.sort(nums)
print(table.concat(nums, " "))
table.sort(nums, function(a, b) return a > b end)
print(table.concat(nums, " "))
local words = {"pear", "Apple", "fig", "banana", "cherry"}
table.sort(words)
print(table.concat(words, " "))
table.sort(words, function(a, b) return #a < #b or (#a == #b and a < b) end)
print(table.concat(words, " "))
local people = {
  {name = "Ann", age = 31}, {name = "Bob", age = 25}, {name = "Cid", age = 40},
}
table.sort(people, function(x, y) return x.age < y.age end)
for i, p in ipairs(people) do print(i, p.name, p.age) end
print("a" < "b", "abc" < "abd", "Z" < "a", "" < "a", "10" < "9")
