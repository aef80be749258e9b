-- features: local_declaration, do_block, global_variable, closures, local_attribs
x = 10
local x = 20
print(x)
do
  local x = 30
  print(x)
  do
    local x = x + 1
    print(x)
  end
  print(x)
end
print(x)
local function setg() gcount = (gcount or 0) + 1 end
setg(); setg()
print(gcount)
local a = 1
local a = a + 1
print(a)
if true then
  local a = "inner"
  print(a)
end
print(a)
local function shadow(a)
  local a = a * 2
  return a
end
print(shadow(5))
local t = {}
for i = 1, 2 do
  local v = i * 100
  t[i] = function() return v end
end
print(t[1](), t[2]())
print(rawequal(nil, declared_later))
declared_later = 1
local LIMIT <const> = 3
local total = 0
for i = 1, LIMIT do total = total + i end
print(LIMIT, total)
