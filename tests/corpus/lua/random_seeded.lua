-- features: math_random
math.randomseed(42)
local t = {}
for i = 1, 10 do t[i] = math.random(1, 100) end
print(table.concat(t, " "))
for i = 1, 5 do io.write(math.random(6), " ") end
print()
math.randomseed(7)
print(math.random(1000), math.random(10, 20), math.random(0, 1))
local f = math.random()
print(f >= 0 and f < 1)
math.randomseed(123)
print(string.format("%.6f", math.random()))
print(math.random(3, 3), math.random(-10, -5))
local deck = {}
for i = 1, 10 do deck[i] = i end
math.randomseed(2024)
for i = #deck, 2, -1 do
  local j = math.random(i)
  deck[i], deck[j] = deck[j], deck[i]
end
print(table.concat(deck, ","))
