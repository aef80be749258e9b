-- features: comparison, string_library, concatenation, runtime_error_messages
local words = {"banana", "apple", "Cherry", "apple pie", "app"}
for i = 1, #words - 1 do
  print(words[i], words[i + 1], words[i] < words[i + 1], words[i] <= words[i + 1])
end
print("a" == "a", "a" ~= "b", "abc" > "abb", "" == "")
local function msg(ok, e) return ok, (e:gsub("^[^:]*:%d+: ", "")) end
print(msg(pcall(function() return 1 < "2" end)))
print(msg(pcall(function() return {} < {} end)))
local s = ""
for i = 1, 5 do s = s .. i .. (i < 5 and "-" or "") end
print(s, #s)
print(("x"):rep(3) .. ("y"):rep(2), "a" .. "b" == "ab")
