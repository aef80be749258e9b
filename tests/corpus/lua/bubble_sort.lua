-- features: numeric_for, multiple_assignment, table_index
local function bubble(t)
  local n = #t
  repeat
    local swapped = false
    for i = 2, n do
      if t[i - 1] > t[i] then
        t[i - 1], t[i] = t[i], t[i - 1]
        swapped = true
      end
    end
    n = n - 1
  until not swapped
  return t
end
print(table.concat(bubble({64, 34, 25, 12, 22, 11, 90}), " "))
print(table.concat(bubble({"d", "a", "c", "b"}), " "))
print(#bubble({}))
