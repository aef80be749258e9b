# features: import_statement, tuple_unpacking, f_string, try_statement, except_clause, for_statement, list_comprehension, builtins, with_statement
# Build and parse a WAV file header and sample frames in memory with struct and io.BytesIO.
import io
import struct

RIFF = struct.Struct("<4sI4s")
FMT = struct.Struct("<4sIHHIIHH")
DATA = struct.Struct("<4sI")


def make_wav(samples, rate=8000, channels=1, bits=16):
    frames = b"".join(struct.pack("<h", s) for s in samples)
    buf = io.BytesIO()
    block = channels * bits // 8
    buf.write(RIFF.pack(b"RIFF", 36 + len(frames), b"WAVE"))
    buf.write(FMT.pack(b"fmt ", 16, 1, channels, rate, rate * block, block, bits))
    buf.write(DATA.pack(b"data", len(frames)))
    buf.write(frames)
    return buf.getvalue()


def read_wav(blob):
    with io.BytesIO(blob) as f:
        riff, size, wave = RIFF.unpack(f.read(RIFF.size))
        if riff != b"RIFF" or wave != b"WAVE":
            raise ValueError("not a WAV file")
        _, _, fmt_tag, channels, rate, byte_rate, block, bits = FMT.unpack(f.read(FMT.size))
        tag, n = DATA.unpack(f.read(DATA.size))
        frames = [s for (s,) in struct.iter_unpack("<h", f.read(n))]
        rest = f.read()
    return {"size": size, "format": fmt_tag, "channels": channels, "rate": rate,
            "byte_rate": byte_rate, "bits": bits, "frames": frames, "trailing": len(rest)}


wave = [0, 12000, 32767, -32768, -5, 7]
blob = make_wav(wave)
print(len(blob), blob[:12], blob[36:44].hex(" "))
info = read_wav(blob)
for key in sorted(info):
    print(f"{key:>9}: {info[key]}")
try:
    read_wav(b"JUNK" + blob[4:])
except ValueError as e:
    print("ValueError:", e)
try:
    struct.pack("<h", 40000)
except struct.error as e:
    print("struct.error:", e)

# floats: IEEE single/double/half, rounding and special values
for x in [1.0, -2.5, 0.1, 1e-40, 3.4028234663852886e38, float("inf"), -0.0, 65504.0, 6e-8]:
    row = [struct.pack(">f", x).hex(), struct.unpack("<f", struct.pack("<f", x))[0]]
    try:
        row.append(struct.pack(">e", x).hex())
    except OverflowError as e:
        row.append(f"OverflowError: {e}")
    print(x, struct.pack(">d", x).hex(), *row)
print(struct.unpack(">d", bytes.fromhex("3fb999999999999a")), struct.unpack("<e", b"\x00\x3c"))

# sizes, native alignment, and the other codes
for fmt in ["@bhiq", "<bhiq", "@bl", "=bl", "!HI", "@cxh", "3s2x?", "@hd", "10p"]:
    print(fmt, struct.calcsize(fmt))
print(struct.pack(">bBhHiIqQ", -1, 255, -2, 65535, -3, 2**32 - 1, -4, 2**64 - 1).hex())
print(struct.pack("<3s2x?c", b"abcdef", 5, b"Z"), struct.unpack("<3s2x?c", b"abc\x00\x00\x01Z"))
print(struct.pack("5p", b"hi"), struct.unpack("5p", b"\x02hiXY"), struct.pack("!I", 1), struct.unpack("!I", b"\x00\x00\x01\x00"))
buf = bytearray(8)
struct.pack_into("<HH", buf, 2, 0xBEEF, 7)
print(buf, struct.unpack_from("<H", buf, 2), struct.unpack_from(">H", buf, offset=4))
s = struct.Struct(">Hh")
print(s.size, s.format, s.pack(1, -1), list(s.iter_unpack(b"\x00\x01\xff\xff\x00\x02\x00\x03")))
for bad in [lambda: struct.pack("<hh", 1), lambda: struct.unpack("<h", b"abc"), lambda: struct.pack("<4s", "ab"),
            lambda: struct.calcsize("<z"), lambda: struct.pack("<c", b"ab"), lambda: struct.pack("<i", 2**40),
            lambda: struct.pack("<Q", -1), lambda: struct.pack("<h", 1.5), lambda: struct.pack("<f", 1e300)]:
    try:
        bad()
    except (struct.error, OverflowError) as e:
        print(type(e).__name__, e)

stream = io.BytesIO(b"line one\nline two\nlast")
print(stream.readline(), stream.tell(), stream.read(4), list(stream))
stream.seek(-4, 2)
print(stream.read(), stream.seek(0), stream.read(4), stream.seek(2, 1), stream.read(3))
stream.seek(30)
stream.write(b"!")
print(len(stream.getvalue()), stream.getvalue()[-3:], stream.truncate(5), stream.getvalue())
try:
    stream.write("text")
except TypeError as e:
    print("TypeError:", e)
stream.close()
try:
    stream.read()
except ValueError as e:
    print("ValueError:", e)
