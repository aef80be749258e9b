-- features: closures, goto_statement, repeat_statement, break_statement, varargs
-- Closures, upvalues, counters, memoization
local function counter()
  local n = 0
  return function() n = n + 1; return n end, function() return n end
end
local inc, get = counter()
inc(); inc(); inc()
print(get())
local inc2 = counter()
print(inc2(), get())

local fns = {}
for i = 1, 5 do
  fns[i] = function() return i * i end
end
for _, f in ipairs(fns) do io.write(f(), " ") end
print()

local shared = {}
do
  local x = 0
  for j = 1, 3 do
    shared[j] = function() x = x + j; return x end
  end
end
print(shared[1](), shared[2](), shared[3](), shared[1]())

local function memoize(f)
  local cache = {}
  local calls = 0
  return function(n)
    if cache[n] == nil then
      calls = calls + 1
      cache[n] = f(n)
    end
    return cache[n]
  end, function() return calls end
end

local fib, fibcalls
fib, fibcalls = memoize(function(n)
  if n < 2 then return n end
  return fib(n - 1) + fib(n - 2)
end)
print(fib(80), fibcalls())

-- compose and pipeline
local function compose(...)
  local fs = {...}
  return function(x)
    for k = #fs, 1, -1 do x = fs[k](x) end
    return x
  end
end
local f = compose(function(x) return x + 1 end, function(x) return x * 2 end)
print(f(5))

local function map(t, fn) local r = {} for k, v in ipairs(t) do r[k] = fn(v) end return r end
local function filter(t, fn) local r = {} for _, v in ipairs(t) do if fn(v) then r[#r+1] = v end end return r end
local function reduce(t, fn, init) local acc = init for _, v in ipairs(t) do acc = fn(acc, v) end return acc end
local nums = {}
for k = 1, 10 do nums[k] = k end
local evens = filter(nums, function(v) return v % 2 == 0 end)
print(table.concat(map(evens, function(v) return v * v end), ","))
print(reduce(nums, function(a, b) return a + b end, 0))

-- goto continue
for k = 1, 10 do
  if k % 3 == 0 then goto continue end
  io.write(k, " ")
  ::continue::
end
print()

local k = 0
::top::
k = k + 1
if k < 5 then goto top end
print("k =", k)

-- nested loops break with goto
for a = 1, 3 do
  for b = 1, 3 do
    if a * b == 4 then
      print("found", a, b)
      goto done
    end
  end
end
::done::

-- while / repeat with local scope in until
local n = 0
repeat
  local m = n * 2
  n = n + 1
until m >= 8
print("n", n)
while true do n = n - 1 if n < 2 then break end end
print("n", n)
