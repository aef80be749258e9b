-- features: string_library, error_levels, pcall_error
local function distance(a, b)
  if #a ~= #b then error("strands must be of equal length") end
  local d = 0
  for i = 1, #a do
    if a:sub(i, i) ~= b:sub(i, i) then d = d + 1 end
  end
  return d
end
print(distance("", ""), distance("A", "A"), distance("G", "T"))
print(distance("GGACGGATTCTG", "AGGACGGATTCT"))
local ok, err = pcall(distance, "AATG", "AAA")
print(ok, err)
