-- features: table_library, pairs_ipairs_next, oop_classes
local School = {}
School.__index = School
function School.new() return setmetatable({grades = {}, seen = {}}, School) end
function School:add(name, grade)
  if self.seen[name] then return false end
  self.seen[name] = true
  self.grades[grade] = self.grades[grade] or {}
  table.insert(self.grades[grade], name)
  table.sort(self.grades[grade])
  return true
end
function School:grade(g) return self.grades[g] or {} end
function School:roster()
  local gs = {}
  for g in pairs(self.grades) do gs[#gs + 1] = g end
  table.sort(gs)
  local out = {}
  for _, g in ipairs(gs) do
    for _, n in ipairs(self.grades[g]) do out[#out + 1] = n end
  end
  return out
end
local s = School.new()
print(s:add("Aimee", 2), s:add("Blair", 2), s:add("James", 2), s:add("Paul", 2), s:add("James", 3))
s:add("Chelsea", 3); s:add("Logan", 7); s:add("Anna", 1); s:add("Zed", 1)
print(table.concat(s:roster(), ","))
print(table.concat(s:grade(2), ","), #s:grade(5))
