-- features: string_library, string_patterns, table_index
local function is_isogram(s)
  local seen = {}
  for c in s:lower():gmatch("%a") do
    if seen[c] then return false end
    seen[c] = true
  end
  return true
end
local function is_pangram(s)
  local seen, n = {}, 0
  for c in s:lower():gmatch("%a") do
    if not seen[c] then seen[c] = true; n = n + 1 end
  end
  return n == 26
end
for _, w in ipairs({"", "isogram", "eleven", "Alphabet", "six-year-old", "Emily Jung Schwartzkopf"}) do
  print(w, is_isogram(w))
end
print(is_pangram("The quick brown fox jumps over the lazy dog"))
print(is_pangram("a quick movement of the enemy will jeopardize five gunboats"))
print(is_pangram("the_quick_brown_fox_jumps_over_the_lazy_dog"))
