-- features: os_library, io_write
local start = os.time()
local function finish(code)
  io.write("finishing with ", code, "\n")
  os.exit(code)
end
print("started")
finish(3)
print("not reached")
