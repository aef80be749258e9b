-- features: coroutines, closures, generic_for
local function range(n)
  return coroutine.wrap(function()
    for i = 1, n do coroutine.yield(i) end
  end)
end
local s = 0
for i in range(10) do s = s + i end
print(s)

local function walk(node)
  if node then
    walk(node.left)
    coroutine.yield(node.value)
    walk(node.right)
  end
end
local function insert(tree, v)
  if not tree then return {value = v} end
  if v < tree.value then tree.left = insert(tree.left, v) else tree.right = insert(tree.right, v) end
  return tree
end
local root
for _, v in ipairs({50, 30, 70, 20, 40, 60, 80, 35}) do root = insert(root, v) end
local out = {}
for v in coroutine.wrap(function() walk(root) end) do out[#out + 1] = v end
print(table.concat(out, " "))

local function producer()
  return coroutine.create(function()
    for _, item in ipairs({"apple", "banana", "cherry"}) do coroutine.yield(item) end
  end)
end
local function consumer(p)
  local got = {}
  while true do
    local ok, item = coroutine.resume(p)
    if not item then break end
    got[#got + 1] = item:upper()
  end
  return got
end
print(table.concat(consumer(producer()), ","))

local fib = coroutine.wrap(function()
  local a, b = 0, 1
  while true do
    coroutine.yield(a)
    a, b = b, a + b
  end
end)
local fs = {}
for _ = 1, 12 do fs[#fs + 1] = fib() end
print(table.concat(fs, " "))
local _, ismain = coroutine.running()
print(ismain)
