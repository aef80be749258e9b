-- features: length_operator, metamethod_concat_len, table_index
local t = {}
for i = 1, 10 do t[i] = i end
print(#t)
t[11] = 11
print(#t)
t[#t] = nil
t[#t] = nil
print(#t)
local s = {n = 1}
print(#s)
local sparse = {}
sparse[1] = "a"
sparse[2] = "b"
sparse[3] = "c"
print(#sparse)
local proxied = setmetatable({}, {__len = function() return 99 end})
print(#proxied, rawlen(proxied))
print(#"hello" + #{1, 2})
local grow = {}
grow[3] = "c"
grow[2] = "b"
grow[1] = "a"
print(#grow, table.concat(grow))
