-- features: oop_classes, pcall_error, method_call, metamethod_tostring
local Account = {}
Account.__index = Account
Account.__tostring = function(a) return string.format("Account(%s, %.2f)", a.owner, a.balance) end
function Account.new(owner) return setmetatable({owner = owner, balance = 0, open = false}, Account) end
function Account:opened()
  if self.open then error("account already open", 0) end
  self.open = true
  return self
end
function Account:deposit(n)
  if not self.open then error("account not open", 0) end
  if n <= 0 then error("amount must be greater than 0", 0) end
  self.balance = self.balance + n
end
function Account:withdraw(n)
  if not self.open then error("account not open", 0) end
  if n > self.balance then error("amount must be less than balance", 0) end
  self.balance = self.balance - n
end
function Account:close()
  if not self.open then error("account not open", 0) end
  self.open = false
  self.balance = 0
end
local acc = Account.new("ann"):opened()
acc:deposit(100)
acc:withdraw(25.5)
print(tostring(acc))
print(pcall(acc.withdraw, acc, 1000))
print(pcall(acc.deposit, acc, -5))
print(pcall(acc.opened, acc))
acc:close()
print(pcall(acc.deposit, acc, 5))
print(acc)
