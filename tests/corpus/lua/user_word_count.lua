-- features: string_patterns, gsub_replacements, generic_for, table_library, string_format, pairs_ipairs_next
-- Word count exercise: count words in phrases, print sorted
local function word_count(phrase)
  local counts = {}
  for word in phrase:lower():gmatch("[%w']+") do
    word = word:gsub("^'+", ""):gsub("'+$", "")
    if #word > 0 then
      counts[word] = (counts[word] or 0) + 1
    end
  end
  return counts
end

local function sorted_keys(t)
  local keys = {}
  for k in pairs(t) do keys[#keys + 1] = k end
  table.sort(keys)
  return keys
end

local phrases = {
  "word",
  "one of each",
  "one fish two fish red fish blue fish",
  "one,two,three",
  "car: carpet as java: javascript!!&@$%^&",
  "testing, 1, 2 testing",
  "go Go GO Stop stop",
  "Joe can't tell between 'large' and large.",
  " multiple   whitespaces ",
  "First: don't laugh. Then: don't cry. You're getting it.",
}

for i, p in ipairs(phrases) do
  local c = word_count(p)
  local parts = {}
  for _, k in ipairs(sorted_keys(c)) do
    parts[#parts + 1] = string.format("%s=%d", k, c[k])
  end
  print(string.format("%2d: %s", i, table.concat(parts, ", ")))
end

-- total unique and most frequent
local all = word_count(table.concat(phrases, " "))
local best, bestn = nil, 0
for _, k in ipairs(sorted_keys(all)) do
  if all[k] > bestn then best, bestn = k, all[k] end
end
print("most frequent:", best, bestn)
local n = 0
for _ in pairs(all) do n = n + 1 end
print("unique words: " .. n)
print(("%-10s|%10s|"):format("left", "right"))
