-- features: bitwise_operators, integers
print(5 & 3, 5 | 3, 5 ~ 3, ~5, 1 << 4, 256 >> 4)
print(-1 >> 60, 1 << 63, 1 << 64, 3.0 & 1)
local function popcount(n)
  local c = 0
  while n ~= 0 do
    c = c + (n & 1)
    n = n >> 1
  end
  return c
end
for _, n in ipairs({0, 1, 7, 255, 1023, 12345}) do
  print(n, popcount(n))
end
print(string.format("%x", 0xdead ~ 0xbeef))
