-- features: error_levels, pcall_error, assert, xpcall
-- error(msg, level): level 1 is error's caller, 2 the caller's caller, 0 no
-- position; none either when that function is a native (pcall, table.sort)
local function validate(n)
  if type(n) ~= "number" then
    error("expected a number, got " .. type(n), 2)
  end
  return n
end

local function use(n)
  return validate(n) * 2
end

print(pcall(use, 4))
print(pcall(use, "x"))          -- blames use's line
print(pcall(validate, "x"))     -- validate called by pcall: no position
print(pcall(function() return validate({}) end))

local function lvl(level) error("at level " .. tostring(level), level) end
local function outer(level) lvl(level) end
local function outermost(level) outer(level) end
for level = 0, 4 do print(pcall(outermost, level)) end
print(pcall(lvl, 1))
print(pcall(lvl, 2))

-- level 1 (the default) and non-string values
print(pcall(function() error("plain") end))
print(pcall(function() error("explicit one", 1) end))
print(pcall(function() error(42) end))
print(pcall(function() error(42, 2) end))
local ok, t = pcall(function() error({code = 7}, 2) end)
print(ok, type(t), t.code)
print(pcall(function() error() end))
print(pcall(error))
print(pcall(error, "from pcall"))
print(pcall(error, "from pcall", 2))

-- assert is error(msg, 1) from its caller
print(pcall(function() assert(false) end))
print(pcall(function() assert(1 == 2, "math broke") end))
print(pcall(function() assert(nil, 404) end))
print(pcall(assert, false, "direct"))
print(pcall(assert, nil))
print(select("#", pcall(assert, 1, 2, 3)))

-- nested functions and closures
local function make_checker(limit)
  return function(v)
    if v > limit then error(string.format("%d exceeds %d", v, limit), 2) end
    return v
  end
end
local check = make_checker(10)
local function apply(v) return check(v) end
print(pcall(apply, 5))
print(pcall(apply, 50))
print(pcall(check, 50))

-- rethrowing keeps the first position; a new error adds its own
local function inner() error("inner failure") end
local function rethrow()
  local ok2, e = pcall(inner)
  if not ok2 then error(e, 0) end
end
local function wrap()
  local ok2, e = pcall(inner)
  if not ok2 then error("wrapped: " .. e) end
end
print(pcall(rethrow))
print(pcall(wrap))

-- through xpcall's handler and table.sort's comparator
print(xpcall(function() error("handled", 1) end, function(m) return "H(" .. m .. ")" end))
print(xpcall(validate, function(m) return "H(" .. m .. ")" end, true))
print(pcall(table.sort, {3, 1, 2}, function(a, b) error("cmp", 2) end))
print(pcall(function() table.sort({3, 1, 2}, function(a, b) error("cmp2") end) end))

-- library errors name the caller's line when Lua code called them
print(pcall(function() return string.rep() end))
print(pcall(function() return math.floor("x") end))
print(pcall(function() return ("x"):rep(1, 2, 3) .. tostring(nil) end))
print(pcall(string.rep))
print(pcall(function() return setmetatable(1, {}) end))
print(pcall(function() return tonumber("10", 99) end))
print(pcall(function() local t = setmetatable({}, {__index = function(_, k) error("no field " .. k, 2) end}) return t.missing end))

-- library errors name the function as the call site does; a method call does not count self
print(pcall(function() return ("x"):rep() end))
print(pcall(function() return ("x"):rep("a") end))
print(pcall(function() local s = "x" return s.rep() end))
print(pcall(function() local r = string.rep; return r() end))
print(pcall(function() return string.rep() end))
print(pcall(function() return ("x"):sub({}) end))
print(pcall(function() return string.sub() end))
print(pcall(function() local t = {} t.f = string.rep; return t.f() end))
print(pcall(function() return (1):rep(2) end))
print(pcall(function() return math.floor({}) end))
print(pcall(function() return tonumber() end))
print(pcall(function() return setmetatable(1) end))
print(pcall(function() return ipairs() end))
print(pcall(function() return table.insert(1, 2) end))
print(pcall(function() return table.concat({}, {}) end))
print(pcall(function() local t = setmetatable({}, {__index = string}) return t:rep() end))
print(pcall(function() return select(0) end))
print(pcall(function() return ("%d"):format("x") end))
print(pcall(function() return string.format("%d", "x") end))
