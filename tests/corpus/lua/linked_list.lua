-- features: oop_classes, nil_value, while_statement, generic_for
local List = {}
List.__index = List
function List.new() return setmetatable({head = nil, size = 0}, List) end
function List:push(v)
  self.head = {value = v, next = self.head}
  self.size = self.size + 1
end
function List:reverse()
  local prev, cur = nil, self.head
  while cur do
    cur.next, prev, cur = prev, cur, cur.next
  end
  self.head = prev
end
function List:iter()
  local node = self.head
  return function()
    if node then
      local v = node.value
      node = node.next
      return v
    end
  end
end
local l = List.new()
for i = 1, 5 do l:push(i) end
local out = {}
for v in l:iter() do out[#out + 1] = v end
print(l.size, table.concat(out, " "))
l:reverse()
out = {}
for v in l:iter() do out[#out + 1] = v end
print(table.concat(out, " "))
