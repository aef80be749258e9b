-- features: string_patterns, pairs_ipairs_next, table_library
local function count_words(s)
  local counts = {}
  for w in s:lower():gmatch("[%w']+") do
    w = w:gsub("^'+", ""):gsub("'+$", "")
    if w ~= "" then counts[w] = (counts[w] or 0) + 1 end
  end
  return counts
end
local function show(c)
  local keys = {}
  for k in pairs(c) do keys[#keys + 1] = k end
  table.sort(keys)
  local parts = {}
  for _, k in ipairs(keys) do parts[#parts + 1] = k .. "=" .. c[k] end
  print(table.concat(parts, " "))
end
show(count_words("one fish two fish red fish blue fish"))
show(count_words("Joe can't tell between 'large' and large."))
show(count_words("car: carpet as java: javascript!!&@$%^&"))
show(count_words(" multiple   whitespaces "))
