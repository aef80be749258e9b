-- features: string_patterns, string_format, pcall_error, integers
-- ISBN verifier, Luhn, and Armstrong numbers
local function isbn_valid(s)
  local digits = s:gsub("-", "")
  if #digits ~= 10 then return false end
  local sum = 0
  for i = 1, 10 do
    local c = digits:sub(i, i)
    local v
    if c == "X" and i == 10 then
      v = 10
    elseif c:match("^%d$") then
      v = tonumber(c)
    else
      return false
    end
    sum = sum + v * (11 - i)
  end
  return sum % 11 == 0
end

local isbns = {
  "3-598-21508-8", "3-598-21508-9", "3-598-21507-X", "3-598-21507-A",
  "4-598-21507-B", "3-598-P1581-X", "3-598-2X507-9", "359821507X",
  "3598215088", "3-598-21507", "", "134456729", "3132P34035", "98245726788",
}
for _, s in ipairs(isbns) do
  print(string.format("%-16s %s", "'" .. s .. "'", isbn_valid(s) and "valid" or "invalid"))
end

local function luhn(s)
  s = s:gsub(" ", "")
  if #s <= 1 or s:find("%D") then return false end
  local sum = 0
  local double = false
  for i = #s, 1, -1 do
    local d = s:byte(i) - 48
    if double then
      d = d * 2
      if d > 9 then d = d - 9 end
    end
    sum = sum + d
    double = not double
  end
  return sum % 10 == 0
end

for _, s in ipairs({"4539 3195 0343 6467", "8273 1232 7352 0569", "059", "0", " 0", "055 444 285", "055a 444 285", "091"}) do
  print(("luhn(%q) = %s"):format(s, tostring(luhn(s))))
end

local function armstrong(n)
  local s = tostring(n)
  local k = #s
  local sum = 0
  for d in s:gmatch("%d") do sum = sum + math.tointeger(tonumber(d) ^ k) end
  return sum == n
end
local found = {}
for n = 1, 10000 do
  if armstrong(n) then found[#found + 1] = n end
end
print(table.concat(found, " "))

-- collatz steps
local function collatz(n)
  if n < 1 then error("Only positive integers are allowed", 0) end
  local steps = 0
  while n ~= 1 do
    if n % 2 == 0 then n = n // 2 else n = 3 * n + 1 end
    steps = steps + 1
  end
  return steps
end
print(collatz(1), collatz(16), collatz(12), collatz(1000000))
print(pcall(collatz, 0))
print(select(2, pcall(collatz, -15)))
