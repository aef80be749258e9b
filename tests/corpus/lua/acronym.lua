-- features: string_patterns, string_library, function_declaration
local function abbreviate(phrase)
  local out = {}
  for word in phrase:gsub("'", ""):gmatch("[%a]+") do
    out[#out + 1] = word:sub(1, 1):upper()
  end
  return table.concat(out)
end
local cases = {
  "Portable Network Graphics", "Ruby on Rails", "First In, First Out",
  "GNU Image Manipulation Program", "Complementary metal-oxide semiconductor",
  "Rolling On The Floor Laughing So Hard That My Dogs Came Over And Licked Me",
  "Something - I made up from thin air", "Halley's Comet", "The Road _Not_ Taken",
}
for _, c in ipairs(cases) do print(abbreviate(c)) end
