-- features: string_library, table_library, generic_for
local function sorted_letters(w)
  local t = {}
  for ch in w:lower():gmatch(".") do t[#t + 1] = ch end
  table.sort(t)
  return table.concat(t)
end
local function find_anagrams(subject, candidates)
  local key, lower = sorted_letters(subject), subject:lower()
  local out = {}
  for _, c in ipairs(candidates) do
    if c:lower() ~= lower and sorted_letters(c) == key then out[#out + 1] = c end
  end
  return out
end
print(table.concat(find_anagrams("listen", {"enlists", "google", "inlets", "banana"}), ","))
print(table.concat(find_anagrams("master", {"stream", "pigeon", "maters"}), ","))
print(table.concat(find_anagrams("BANANA", {"Banana", "bAnana"}), ",") == "")
print(table.concat(find_anagrams("Orchestra", {"cashregister", "Carthorse", "radishes"}), ","))
