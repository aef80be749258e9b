-- features: os_library, table_library, string_format
local t = os.time({year = 2020, month = 1, day = 1, hour = 0})
print(t, math.type(t))
print(os.date("!%Y-%m-%d %H:%M:%S", t), os.date("%Y-%m-%d", 0), os.date("!%c", 1e9), os.date("%A %B %j %U %w %y %p %%", 86400 * 45))
local d = os.date("*t", 1234567890)
print(d.year, d.month, d.day, d.hour, d.min, d.sec, d.wday, d.yday, d.isdst)
local norm = {year = 2021, month = 14, day = 35, hour = 25, min = 61, sec = -1}
local nt = os.time(norm)
print(nt, norm.year, norm.month, norm.day, norm.hour, norm.min, norm.sec, norm.yday, norm.wday, norm.isdst)
print(os.time({year = 2000, month = 3, day = 1}) - os.time({year = 2000, month = 2, day = 28}))
print(os.difftime(t + 60, t), math.type(os.difftime(2, 1)))
print(pcall(os.time, {year = 2020}), pcall(os.time, {year = "x", month = 1, day = 1}), pcall(os.time, {year = 2020, month = 1.5, day = 1}))
print(pcall(os.date, "%Q", 0), pcall(os.date, "%Ez", 0), pcall(os.date, "%Ey", 0))
print(pcall(os.time, 5), pcall(os.difftime, 1))
-- gigasecond
local birth = os.time({year = 2011, month = 4, day = 25, hour = 0, min = 0, sec = 0})
print(os.date("!%Y-%m-%dT%H:%M:%S", birth + 10^9 // 1))
local leap = {}
for y = 1996, 2004 do leap[#leap + 1] = os.date("*t", os.time({year = y, month = 12, day = 31})).yday end
print(table.concat(leap, " "))
