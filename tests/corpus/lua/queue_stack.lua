-- features: oop_classes, table_library, length_operator
local Stack = {}
Stack.__index = Stack
function Stack.new() return setmetatable({items = {}}, Stack) end
function Stack:push(v) self.items[#self.items + 1] = v end
function Stack:pop() return table.remove(self.items) end
function Stack:size() return #self.items end

local Queue = {}
Queue.__index = Queue
function Queue.new() return setmetatable({first = 1, last = 0, items = {}}, Queue) end
function Queue:push(v) self.last = self.last + 1; self.items[self.last] = v end
function Queue:pop()
  if self.first > self.last then return nil end
  local v = self.items[self.first]
  self.items[self.first] = nil
  self.first = self.first + 1
  return v
end
local s = Stack.new()
for i = 1, 5 do s:push(i * i) end
print(s:pop(), s:pop(), s:size())
local q = Queue.new()
for _, w in ipairs({"a", "b", "c"}) do q:push(w) end
print(q:pop(), q:pop())
q:push("d")
print(q:pop(), q:pop(), q:pop())
-- balanced brackets with a stack
local function balanced(str)
  local st, pairs_ = {}, {[")"] = "(", ["]"] = "[", ["}"] = "{"}
  for ch in str:gmatch("[%(%)%[%]{}]") do
    if pairs_[ch] then
      if st[#st] ~= pairs_[ch] then return false end
      st[#st] = nil
    else
      st[#st + 1] = ch
    end
  end
  return #st == 0
end
for _, t in ipairs({"([]{})", "([)]", "((", "{[()()]}", ""}) do print(t, balanced(t)) end
