-- features: uncaught_error, runtime_error_messages
print("start")
local t = nil
local ok = pcall(function() return t.field end)
print(ok)
local x = t.field
print("not reached", x)
