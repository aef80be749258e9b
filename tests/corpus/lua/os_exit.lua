-- features: os_library, io_write
local start = os.time()
local function finish(code)
  io.write("finishing with ", code, "\n")
  os.exit(code)
end
print(type(start) ~= nil)
finish(3)
print("not reached")
