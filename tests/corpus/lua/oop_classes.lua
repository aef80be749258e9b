-- features: oop_classes, method_declaration, method_call, metamethod_index, metatables
local Animal = {}
Animal.__index = Animal

function Animal.new(name, sound)
  local self = setmetatable({}, Animal)
  self.name = name
  self.sound = sound
  return self
end

function Animal:speak()
  return self.name .. " says " .. self.sound
end

local Dog = setmetatable({}, {__index = Animal})
Dog.__index = Dog

function Dog.new(name)
  local self = Animal.new(name, "woof")
  return setmetatable(self, Dog)
end

function Dog:fetch()
  return self.name .. " fetches!"
end

local a = Animal.new("Cat", "meow")
local d = Dog.new("Rex")
print(a:speak())
print(d:speak())
print(d:fetch())
print(d.fetch == Dog.fetch, a.fetch)
print(getmetatable(d) == Dog)

local Account = {balance = 0}
function Account:new(o)
  o = o or {}
  setmetatable(o, self)
  self.__index = self
  return o
end
function Account:deposit(v) self.balance = self.balance + v end
function Account:withdraw(v)
  if v > self.balance then error("insufficient funds") end
  self.balance = self.balance - v
end
local acc = Account:new()
acc:deposit(100)
acc:withdraw(30)
print(acc.balance, Account.balance)
local ok, err = pcall(acc.withdraw, acc, 500)
print(ok, err)
local Special = Account:new()
function Special:withdraw(v)
  if v - self.balance >= self:getLimit() then error("limit", 0) end
  self.balance = self.balance - v
end
function Special:getLimit() return self.limit or 0 end
local s = Special:new({limit = 1000})
s:deposit(100)
s:withdraw(200)
print(s.balance)
