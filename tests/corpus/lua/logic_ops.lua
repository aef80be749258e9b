-- features: logical_operators, booleans, nil_value
print(nil and 1, false and 1, 0 and 1, "" and "s")
print(nil or "default", false or nil, 1 or error("never"))
print(not nil, not false, not 0, not "")
local function pick(v) return v and "truthy" or "falsy" end
print(pick(0), pick(""), pick(nil), pick(false), pick({}))
local cfg = {}
local port = cfg.port or 8080
print(port)
print(1 == 1 and 2 == 2, 1 == 2 or 3 == 3)
print(nil == false, false == false, nil == nil)
local v = false
print(v == nil, v ~= nil, type(v))
