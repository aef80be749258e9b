-- features: table_constructor, numeric_for, function_declaration
local function matmul(a, b)
  local n, m, p = #a, #b, #b[1]
  local c = {}
  for i = 1, n do
    c[i] = {}
    for j = 1, p do
      local s = 0
      for k = 1, m do s = s + a[i][k] * b[k][j] end
      c[i][j] = s
    end
  end
  return c
end
local function show(m)
  for _, row in ipairs(m) do print(table.concat(row, " ")) end
end
local a = {{1, 2}, {3, 4}}
local b = {{5, 6}, {7, 8}}
show(matmul(a, b))
local id = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}
local m = {{2, 3, 4}, {5, 6, 7}, {8, 9, 10}}
show(matmul(m, id))
local function transpose(m2)
  local t = {}
  for i = 1, #m2[1] do
    t[i] = {}
    for j = 1, #m2 do t[i][j] = m2[j][i] end
  end
  return t
end
show(transpose({{1, 2, 3}, {4, 5, 6}}))
