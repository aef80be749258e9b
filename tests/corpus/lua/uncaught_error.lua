-- features: uncaught_error, error_levels
local function check(n)
  if n > 2 then
    error("value too large: " .. n)
  end
  return n
end
print(check(1))
print(check(2))
print(check(3))
print("not reached")
