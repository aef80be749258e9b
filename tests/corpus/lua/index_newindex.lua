-- features: metamethod_index, metamethod_newindex, raw_access
local defaults = setmetatable({}, {__index = function(t, k) return k .. "?" end})
print(defaults.foo, defaults[1])
defaults.foo = "bar"
print(defaults.foo, rawget(defaults, "foo"), rawget(defaults, "zzz"))

local log = {}
local proxy = setmetatable({}, {
  __newindex = function(t, k, v)
    log[#log + 1] = k
    rawset(t, k, v * 2)
  end,
})
proxy.a = 1
proxy.b = 2
proxy.a = 10
print(proxy.a, proxy.b, table.concat(log, ","))

local store = {}
local redirect = setmetatable({}, {__newindex = store, __index = store})
redirect.x = 5
print(rawget(redirect, "x"), store.x, redirect.x)

local readonly = setmetatable({}, {
  __index = {one = 1},
  __newindex = function(t, k) error("read-only: " .. k) end,
})
print(readonly.one)
print(pcall(function() readonly.two = 2 end))
print(rawlen({1, 2, 3}), rawlen("abcd"), rawequal("a", "a"))
local chain = setmetatable({}, {__index = setmetatable({}, {__index = {deep = "found"}})})
print(chain.deep)
