-- features: closures, anonymous_function, metamethod_call, metamethod_tostring, pcall_error, varargs
-- Classes via closures (no metatables), and a stack/queue
local function Stack()
  local items = {}
  local self = {}
  function self.push(...)
    for _, v in ipairs({...}) do items[#items + 1] = v end
    return self
  end
  function self.pop()
    if #items == 0 then return nil, "empty" end
    return table.remove(items)
  end
  function self.peek() return items[#items] end
  function self.size() return #items end
  function self.tostring() return "[" .. table.concat(items, ",") .. "]" end
  return self
end

local st = Stack()
st.push(1, 2, 3).push(4)
print(st.tostring(), st.size(), st.peek())
print(st.pop(), st.pop(), st.size())
st.pop(); st.pop()
print(st.pop())

local function Queue()
  local first, last, data = 1, 0, {}
  return {
    enqueue = function(v) last = last + 1; data[last] = v end,
    dequeue = function()
      if first > last then error("queue is empty") end
      local v = data[first]
      data[first] = nil
      first = first + 1
      return v
    end,
    len = function() return last - first + 1 end,
  }
end

local q = Queue()
for _, w in ipairs({"a", "b", "c"}) do q.enqueue(w) end
print(q.dequeue(), q.len())
q.enqueue("d")
local out = {}
while q.len() > 0 do out[#out + 1] = q.dequeue() end
print(table.concat(out, " "))
local ok, msg = pcall(q.dequeue)
print(ok, msg)

-- Animal hierarchy with closures
local function Animal(name, sound)
  local self = {name = name}
  function self.speak() return name .. " says " .. sound end
  function self.rename(n) name = n; self.name = n end
  return self
end

local function Dog(name)
  local self = Animal(name, "woof")
  local tricks = {}
  local base_speak = self.speak
  function self.learn(t) tricks[#tricks + 1] = t end
  function self.speak()
    return base_speak() .. " and knows " .. #tricks .. " tricks"
  end
  function self.tricks() return table.concat(tricks, "/") end
  return self
end

local d = Dog("Rex")
d.learn("sit"); d.learn("roll")
print(d.speak(), d.tricks())
d.rename("Max")
print(d.speak(), d.name)
local c = Animal("Tom", "meow")
print(c.speak())

-- private state isolation
local s1, s2 = Stack(), Stack()
s1.push("x")
print(s1.size(), s2.size(), s1.pop == s2.pop)

-- accumulator generator
local function make_acc(start)
  return setmetatable({}, {
    __call = function(_, n) start = start + n; return start end,
    __tostring = function() return "acc(" .. start .. ")" end,
  })
end
local acc = make_acc(10)
acc(5); acc(2.5)
print(acc(0), tostring(acc))
