-- features: table_constructor, length_operator, varargs, pairs_ipairs_next
local t = {10, 20, 30, nil, 50}
print(#t, select("#", table.unpack(t)))
local u = {nil, nil, 3}
print(#u, u[3])
local function pack(...) return {...} end
local p = pack(1, nil, 3)
print(#p, p[1], p[2], p[3])
local q = {[1] = "a", "b"}
print(q[1])
local count = 0
for _, v in pairs({1, nil, 3, x = 4}) do count = count + v end
print(count)
local stack = {}
for i = 1, 5 do stack[#stack + 1] = i end
while #stack > 0 do io.write(table.remove(stack), " ") end
print()
local seq = {1, 2, 3}
seq[#seq] = nil
seq[#seq + 1] = "x"
print(#seq, table.concat(seq, ","))
