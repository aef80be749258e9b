-- features: pcall_error, assert, error_levels, xpcall
local function risky(n)
  if n < 0 then error("negative input") end
  if n == 0 then error({code = 42}) end
  if n == 1 then error("no position", 0) end
  return n * 2
end
print(pcall(risky, 5))
print(pcall(risky, -1))
local ok, e = pcall(risky, 0)
print(ok, type(e), e.code)
print(pcall(risky, 1))
print(pcall(error))
print(pcall(error, nil))
print(select("#", pcall(error)))
print(pcall(assert, false, "assert msg"))
print(pcall(assert, nil))
print(pcall(assert, 1, 2, 3))
print(xpcall(risky, function(m) return "handled: " .. m end, -5))
print(xpcall(risky, print, 3))
local function nested()
  local ok2, err2 = pcall(error, "inner", 0)
  error("outer after " .. err2, 0)
end
print(pcall(nested))
print(pcall(function() local x = nil; return x.y end) == false)
print(pcall(function() return 1 + {} end) == false)
local status, msg = pcall(error, setmetatable({}, {__tostring = function() return "custom" end}))
print(status, tostring(msg))
