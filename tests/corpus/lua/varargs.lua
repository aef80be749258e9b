-- features: varargs, multiple_returns, select_type
local function count(...)
  return select("#", ...)
end
print(count(), count(nil), count(1, nil, 3), count(nil, nil))

local function sum(...)
  local s = 0
  for i = 1, select("#", ...) do
    s = s + (select(i, ...))
  end
  return s
end
print(sum(1, 2, 3, 4))

local function pack2(...)
  return {...}
end
local t = pack2(5, 6, 7)
print(#t, t[1], t[3])

local function first_rest(first, ...)
  return first, select("#", ...)
end
print(first_rest(1, 2, 3))
print(select(2, "a", "b", "c"))
print(select(-1, "a", "b", "c"))

local function va_pass(...)
  local a, b = ...
  return a, b, ...
end
print(va_pass(1, 2, 3))

local function avg(...)
  local args = table.pack(...)
  local s = 0
  for i = 1, args.n do s = s + args[i] end
  return s / args.n
end
print(avg(1, 2, 3, 4))
print(string.format("%d-%d-%d", table.unpack({1, 2, 3})))
