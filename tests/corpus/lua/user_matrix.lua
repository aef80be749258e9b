-- features: oop_classes, metamethod_arith, assert, string_format, table_library
-- Matrix exercise: parse string, rows, columns, saddle points, multiply
local Matrix = {}
Matrix.__index = Matrix

function Matrix.parse(s)
  local rows = {}
  for line in (s .. "\n"):gmatch("(.-)\n") do
    local row = {}
    for num in line:gmatch("-?%d+") do row[#row + 1] = tonumber(num) end
    rows[#rows + 1] = row
  end
  return setmetatable({rows = rows}, Matrix)
end

function Matrix.new(rows) return setmetatable({rows = rows}, Matrix) end

function Matrix:row(i) return self.rows[i] end
function Matrix:column(j)
  local col = {}
  for i, r in ipairs(self.rows) do col[i] = r[j] end
  return col
end

function Matrix:dims() return #self.rows, #self.rows[1] end

function Matrix.__mul(a, b)
  local n, m = a:dims()
  local m2, p = b:dims()
  assert(m == m2, "dimension mismatch")
  local out = {}
  for i = 1, n do
    out[i] = {}
    for j = 1, p do
      local s = 0
      for k = 1, m do s = s + a.rows[i][k] * b.rows[k][j] end
      out[i][j] = s
    end
  end
  return Matrix.new(out)
end

function Matrix:transpose()
  local n, m = self:dims()
  local out = {}
  for j = 1, m do
    out[j] = {}
    for i = 1, n do out[j][i] = self.rows[i][j] end
  end
  return Matrix.new(out)
end

function Matrix:__tostring()
  local lines = {}
  for i, r in ipairs(self.rows) do
    local cells = {}
    for j, v in ipairs(r) do cells[j] = string.format("%4d", v) end
    lines[i] = table.concat(cells)
  end
  return table.concat(lines, "\n")
end

function Matrix:saddle_points()
  local pts = {}
  local n, m = self:dims()
  for i = 1, n do
    local rowmax = math.max(table.unpack(self.rows[i]))
    for j = 1, m do
      local colmin = math.min(table.unpack(self:column(j)))
      local v = self.rows[i][j]
      if v == rowmax and v == colmin then pts[#pts + 1] = {i, j} end
    end
  end
  return pts
end

local m = Matrix.parse("9 8 7\n5 3 2\n6 6 7")
print(table.concat(m:row(2), " "), table.concat(m:column(3), " "))
for _, p in ipairs(m:saddle_points()) do print("saddle", p[1], p[2]) end
print(m)
print(m:transpose())
local id = Matrix.new({{1, 0, 0}, {0, 1, 0}, {0, 0, 1}})
print(tostring(m * id) == tostring(m))
print(m * m)
local a = Matrix.new({{1, 2}, {3, 4}, {5, 6}})
print(a * a:transpose())
local ok, err = pcall(function() return a * a end)
print(ok, err)
local neg = Matrix.parse("-1 2\n3 -4")
print(neg, #neg.rows)
local s2 = Matrix.parse("2 1\n1 2"):saddle_points()
print(#s2)
for _, p in ipairs(s2) do print(p[1], p[2]) end
