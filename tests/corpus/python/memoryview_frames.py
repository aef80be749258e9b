# features: global_builtin_modules, for_statement, try_statement, except_clause, f_string
# A frame buffer patched through memoryview slices: header and payload views over one bytearray, writes
# through views, read-only views of bytes, and the errors CPython raises.
frame = bytearray(b"\x01\x00\x05hello\x00\x00")
view = memoryview(frame)
header, payload, trailer = view[:3], view[3:8], view[8:]
print(list(header), payload.tobytes(), trailer.tolist(), len(view), view.nbytes, view.readonly, view.format, view.itemsize)
payload[0] = ord("J")
payload[1:5] = b"ELLO"
trailer[:] = bytes([0xBE, 0xEF])
header[2] = len(payload)
print(frame, view.hex(), header.hex(), payload == b"JELLO", view[::3].tolist(), view.shape)
checksum = 0
for b in view:
    checksum = (checksum + b) & 0xFF
print(f"checksum {checksum:#04x}", bytes(view[3:5]), memoryview(payload).tobytes(), view[-1], view[-2:].tolist())
ro = memoryview(b"const")
for action in (lambda: ro.__setitem__(0, 1), lambda: view.__setitem__(0, 300), lambda: memoryview("text"),
               lambda: view.__setitem__(slice(0, 2), b"abc")):
    try:
        action()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
with memoryview(b"ctx") as m:
    print(m.tolist(), m == memoryview(b"ctx"), m.tobytes().decode())
