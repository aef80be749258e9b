-- features: numeric_for, table_index, booleans
local function sieve(n)
  local is = {}
  for i = 2, n do is[i] = true end
  for i = 2, math.floor(math.sqrt(n)) do
    if is[i] then
      for j = i * i, n, i do is[j] = false end
    end
  end
  local out = {}
  for i = 2, n do if is[i] then out[#out + 1] = i end end
  return out
end
local p = sieve(100)
print(#p, table.concat(p, " "))
print(#sieve(10000))
local function nth_prime(n)
  local count, c = 0, 1
  while count < n do
    c = c + 1
    local prime = true
    for d = 2, math.floor(c ^ 0.5) do
      if c % d == 0 then prime = false; break end
    end
    if prime then count = count + 1 end
  end
  return c
end
print(nth_prime(1), nth_prime(6), nth_prime(1000))
