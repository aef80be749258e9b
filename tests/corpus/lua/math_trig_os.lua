-- features: math_library, os_library, string_format
-- A small geometry helper plus the environment probes a script usually does.
local function angle_deg(y, x) return math.deg(math.atan(y, x)) end
print(string.format("%.4f", math.rad(180)))

print(_VERSION)
print(string.format("%.4f %.4f %.4f %.4f", math.tan(1), math.asin(0.5), math.acos(0.5), math.atan(1, 2)))
print(string.format("%.4f", math.atan(1)))
for _, p in ipairs({{1, 1}, {0, 1}, {-1, 0}, {1, -1}}) do
  print(string.format("atan2(%d, %d) = %7.2f deg", p[1], p[2], angle_deg(p[1], p[2])))
end
local started = os.clock()      -- timing and dates are unknown values to the VM;
local stamp = os.date("%Y-%m-%d") -- a real run reads the clock
local user = os.getenv("RD_SURELY_UNSET_VARIABLE_XYZ")
print(user == nil and "no such variable" or "set")
