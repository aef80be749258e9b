-- features: pairs_ipairs_next, string_format, table_library, select_type
local function serialize(v, indent)
  indent = indent or ""
  local t = type(v)
  if t == "string" then return string.format("%q", v)
  elseif t ~= "table" then return tostring(v) end
  local keys = {}
  for k in pairs(v) do keys[#keys + 1] = k end
  table.sort(keys, function(a, b)
    if type(a) == type(b) then return a < b end
    return type(a) == "number"
  end)
  local parts = {}
  for _, k in ipairs(keys) do
    local ks = type(k) == "string" and k or "[" .. tostring(k) .. "]"
    parts[#parts + 1] = indent .. "  " .. ks .. " = " .. serialize(v[k], indent .. "  ")
  end
  return "{\n" .. table.concat(parts, ",\n") .. "\n" .. indent .. "}"
end
print(serialize({name = "lua", version = 5.4, tags = {"fast", "small"}, nested = {ok = true, n = 1}}))
print(serialize("line\nbreak"), serialize(12), serialize(nil))
