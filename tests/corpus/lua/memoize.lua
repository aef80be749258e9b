-- features: closures, varargs, table_index
local calls = 0
local function memoize(f)
  local cache = {}
  return function(n)
    local v = cache[n]
    if v == nil then
      v = f(n)
      cache[n] = v
    end
    return v
  end
end
local slow_square = function(n) calls = calls + 1; return n * n end
local fast = memoize(slow_square)
print(fast(4), fast(4), fast(5), calls)
local fib
fib = memoize(function(n) if n < 2 then return n end return fib(n - 1) + fib(n - 2) end)
print(fib(70))
local function curry(f, a) return function(...) return f(a, ...) end end
local add3 = function(a, b, c) return a + b + c end
print(curry(curry(add3, 1), 2)(3))
local function map(t, f) local r = {} for i, v in ipairs(t) do r[i] = f(v) end return r end
local function filter(t, p) local r = {} for _, v in ipairs(t) do if p(v) then r[#r + 1] = v end end return r end
local function reduce(t, f, acc) for _, v in ipairs(t) do acc = f(acc, v) end return acc end
local nums = {1, 2, 3, 4, 5, 6}
print(table.concat(map(nums, function(x) return x * x end), " "))
print(table.concat(filter(nums, function(x) return x % 2 == 0 end), " "))
print(reduce(nums, function(a, b) return a + b end, 0))
