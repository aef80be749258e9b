-- features: closures, anonymous_function, local_declaration
local function counter()
  local n = 0
  return function()
    n = n + 1
    return n
  end
end
local c1, c2 = counter(), counter()
print(c1(), c1(), c1(), c2())

local fns = {}
for i = 1, 3 do
  fns[i] = function() return i * 10 end
end
print(fns[1](), fns[2](), fns[3]())

local acts = {}
local j = 1
while j <= 3 do
  local k = j
  acts[#acts + 1] = function() return k end
  j = j + 1
end
print(acts[1](), acts[2](), acts[3]())

local function make_pair()
  local value = 0
  local function get() return value end
  local function set(v) value = v end
  return get, set
end
local get, set = make_pair()
set(42)
print(get())

local function compose(f, g)
  return function(...) return f(g(...)) end
end
local inc = function(x) return x + 1 end
local dbl = function(x) return x * 2 end
print(compose(inc, dbl)(5), compose(dbl, inc)(5))
