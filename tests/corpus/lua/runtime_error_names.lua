-- features: runtime_error_messages, pcall_error, method_call, table_index, concatenation, length_operator, closures
-- lua5.4's runtime errors: "file:line: attempt to ... (kind 'name')", the
-- name as the failing instruction's operand was reached
config = nil          -- a global assigned nil
local t = {inner = {}}
local key = "k"

local function try(label, f, ...)
  local ok, err = pcall(f, ...)
  print(label, ok, err)
end

-- indexing
try("local", function() local x; return x.y end)
try("param", function(p) return p.field end)
try("upvalue", function() return key.x.y end)
try("global", function() return config.debug end)
try("field", function() return t.missing.y end)
try("nested", function() return t.inner.a.b end)
try("string key", function() return t["gone"].z end)
try("int key", function() return t[1].z end)
try("var key", function() return t[key].z end)
try("computed", function() return t[key .. "2"].z end)
try("paren", function() return (t.nope).z end)
try("number", function() local n = 5; return n.x end)
try("math.huge", function() return math.huge.x end)
try("_G field", function() return _G.config.x end)
try("assign", function() t.none.x = 1 end)
try("assign local", function() local u; u.x = 1 end)

-- calls
try("call global", function() config() end)
try("call local", function() local f; f() end)
try("call upvalue", function() key() end)
try("call field", function() t.run() end)
try("call method", function() t:run() end)
try("call lib field", function() string.nothing("x") end)
try("call string method", function() return ("abc"):nothing() end)
try("call result", function() return (nil)() end)
try("call table", function() t() end)

-- arithmetic, bitwise, concatenation, length, unary minus
try("arith left", function() return t.count + 1 end)
try("arith right", function() return 1 + t.count end)
try("arith local", function() local n; return n * 2 end)
try("arith upvalue", function() return 2 ^ t end)
try("arith global", function() return -config end)
try("bitwise", function() return t.bits & 1 end)
try("no integer", function() return 1.5 | 0 end)
try("floor div zero", function() return 1 // 0 end)
try("mod zero", function() return 1 % 0 end)
try("concat local", function() local s; return "a" .. s end)
try("concat field", function() return t.name .. "!" end)
try("concat table", function() return "x" .. 1 .. t end)
try("length", function() local s; return #s end)
try("length field", function() return #t.list end)
try("string arith", function() return "abc" + 1 end)

-- comparisons name no operand
try("compare", function() return t.x < 1 end)
try("compare tables", function() return {} < {} end)
try("compare mixed", function() return 1 < "2" end)

-- inside a native, errors have no position
try("sort cmp", function() table.sort({{}, {}}) end)
try("concat lib", function() return table.concat({1, {}, 3}) end)
print(pcall(rawset, {}, nil, 1))
try("table index", function() local u = {}; u[nil] = 1 end)

-- a method on an object that lacks it, from a loop
local Account = {}
Account.__index = Account
function Account.new(b) return setmetatable({balance = b}, Account) end
function Account:deposit(v) self.balance = self.balance + v end
local acct = Account.new(10)
acct:deposit(5)
print(acct.balance)
try("missing method", function() acct:withdraw(3) end)
try("nil balance", function() Account.deposit({}, 1) end)

-- metamethods blaming their caller, for-loop checks, method calls on nil, errors raised inside natives
local mt = setmetatable({}, {__index = function(t, k) error("no field " .. k, 2) end})
print(pcall(function() return mt.foo end))
local obj = setmetatable({}, {__newindex = function(t, k, v) error("read-only " .. k, 2) end})
print(pcall(function() obj.x = 1 end))
print(pcall(function() for i = 1, "x" do end end))
print(pcall(function() for i = nil, 2 do end end))
print(pcall(function() for i = 1, 2, 0 do end end))
print(pcall(function() local s; return s:upper() end))
print(pcall(function() local n = 5; return n:foo() end))
local function outer()
  local cfg
  return function() return cfg.value end
end
print(pcall(outer()))
Config = {}
print(pcall(function() return Config.db.host end))
print(pcall(function() return Config.missing() end))
print(pcall(function() local a = {} ; return a.b.c.d end))
print(pcall(function() local a = {b = {}} ; return a.b.c.d end))
print(pcall(function() return #Config.list end))
print(pcall(function() return Config.count + 1 end))
print(pcall(function() return ("x"):bad() end))
print(pcall(next, {}, "nokey"))
print(pcall(function() return next({}, "nokey") end))
print(pcall(function() return setmetatable({}, {__index = function() error("deep") end}).x end))
print(pcall(function() return tostring(setmetatable({}, {__tostring = function() return 1 end})) end))
print(pcall(function() return string.format("%d", 1.5) end))
print(pcall(function() return ("abc"):rep(1e10) end))
print(pcall(function() local t = {} t[nil] = 1 end))
print(pcall(function() return 1 < {} end))
print(pcall(function() return {} .. {} end))
print(pcall(function() coroutine.yield() end))
print(pcall(function() return table.unpack({}, 1, 1e8) end))
print(pcall(function() error(setmetatable({}, {__tostring = function() return "custom" end})) end))
