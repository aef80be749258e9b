-- features: utf8_library, string_patterns, string_format
-- acronym, pangram, anagram, bob, isogram, utf8
local function acronym(s)
  local out = {}
  for word in s:gsub("'", ""):gmatch("[%a]+") do
    out[#out + 1] = word:sub(1, 1):upper()
  end
  return table.concat(out)
end
for _, s in ipairs({"Portable Network Graphics", "Ruby on Rails", "First In, First Out",
    "GNU Image Manipulation Program", "Complementary metal-oxide semiconductor",
    "Halley's Comet", "The Road _Not_ Taken"}) do
  print(s, "=>", acronym(s))
end

local function pangram(s)
  local seen, n = {}, 0
  for c in s:lower():gmatch("%a") do
    if not seen[c] then seen[c] = true; n = n + 1 end
  end
  return n == 26
end
print(pangram("The quick brown fox jumps over the lazy dog"), pangram("a quick movement of the enemy"), pangram(""))

local function sorted_letters(w)
  local t = {}
  for c in w:lower():gmatch(".") do t[#t + 1] = c end
  table.sort(t)
  return table.concat(t)
end
local function anagrams(word, candidates)
  local key, out = sorted_letters(word), {}
  for _, c in ipairs(candidates) do
    if c:lower() ~= word:lower() and sorted_letters(c) == key then out[#out + 1] = c end
  end
  return out
end
print(table.concat(anagrams("listen", {"enlists", "google", "inlets", "banana", "Silent", "LISTEN"}), ","))
print(table.concat(anagrams("Orchestra", {"cashregister", "Carthorse", "radishes"}), ","))

local function bob(msg)
  msg = msg:gsub("%s+$", "")
  local question = msg:sub(-1) == "?"
  local yelling = msg:find("%u") and not msg:find("%l")
  if msg == "" then return "Fine. Be that way!"
  elseif yelling and question then return "Calm down, I know what I'm doing!"
  elseif yelling then return "Whoa, chill out!"
  elseif question then return "Sure."
  else return "Whatever." end
end
for _, m in ipairs({"Tom-ay-to, tom-aaaah-to.", "WATCH OUT!", "Does this cryogenic chamber make me look fat?",
    "WHAT'S GOING ON?", "   ", "1, 2, 3", "4?", "Okay if like my  spacebar  quite a bit?   "}) do
  print(string.format("%-45s %s", string.format("%q", m), bob(m)))
end

local function isogram(s)
  local seen = {}
  for c in s:lower():gmatch("%a") do
    if seen[c] then return false end
    seen[c] = true
  end
  return true
end
print(isogram("lumberjacks"), isogram("isograms"), isogram("six-year-old"), isogram("Alphabet"))

-- utf8 library
local u = "héllo wörld ✓"
print(#u, utf8.len(u), utf8.char(72, 233, 8364), utf8.codepoint(u, 2))
local cps = {}
for p, c in utf8.codes("aé✓") do cps[#cps + 1] = p .. ":" .. c end
print(table.concat(cps, " "), utf8.offset(u, 3), utf8.charpattern)
print(utf8.len("\xff"), utf8.codepoint("abc", 1, 3))

-- word wrap
local function wrap(text, width)
  local lines, line = {}, ""
  for word in text:gmatch("%S+") do
    if #line + #word + 1 > width and #line > 0 then
      lines[#lines + 1] = line
      line = word
    else
      line = (#line > 0) and (line .. " " .. word) or word
    end
  end
  if #line > 0 then lines[#lines + 1] = line end
  return lines
end
for i, l in ipairs(wrap("the quick brown fox jumps over the lazy dog and keeps running far away", 16)) do
  print(("%2d|%-16s|"):format(i, l))
end
