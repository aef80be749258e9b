-- features: chunk, function_declaration, local_declaration, multiple_assignment, while_statement, table_constructor, table_index
local function fib(n)
  local a, b = 0, 1
  for _ = 1, n do
    a, b = b, a + b
  end
  return a
end

local memo = {}
local function fib_memo(n)
  if n < 2 then return n end
  if memo[n] then return memo[n] end
  local v = fib_memo(n - 1) + fib_memo(n - 2)
  memo[n] = v
  return v
end

local i = 0
while i <= 30 do
  io.write(fib(i), " ")
  i = i + 3
end
print()
print(fib_memo(80))
print(fib(90))
