-- features: while_statement, integer_float_division, function_declaration
local function search(arr, target)
  local lo, hi = 1, #arr
  while lo <= hi do
    local mid = (lo + hi) // 2
    if arr[mid] == target then return mid
    elseif arr[mid] < target then lo = mid + 1
    else hi = mid - 1 end
  end
  return nil
end
local arr = {1, 3, 4, 6, 8, 9, 11}
for _, t in ipairs({6, 1, 11, 7, 0, 13}) do print(t, search(arr, t)) end
print(search({}, 1))
