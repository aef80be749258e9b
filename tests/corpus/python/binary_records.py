# features: import_statement, tuple_unpacking, f_string, string_formatting, try_statement, except_clause, bitwise_operators, custom_exception
"""Pack sensor records into a binary format and read them back."""
import io
import struct

HEADER = struct.Struct("<4sHI")
RECORD = struct.Struct("<IhHf")

readings = [
    (1, -40, 512, 21.5),
    (2, 125, 1023, -3.25),
    (3, 0, 0, 100.0),
    (4, 17, 777, 0.125),
]


def write(records):
    buf = io.BytesIO()
    buf.write(HEADER.pack(b"SENS", 1, len(records)))
    for rec in records:
        buf.write(RECORD.pack(*rec))
    return buf.getvalue()


def read(blob):
    stream = io.BytesIO(blob)
    magic, version, count = HEADER.unpack(stream.read(HEADER.size))
    if magic != b"SENS":
        raise ValueError(f"bad magic {magic!r}")
    out = []
    for _ in range(count):
        chunk = stream.read(RECORD.size)
        if len(chunk) < RECORD.size:
            raise EOFError("truncated record")
        out.append(RECORD.unpack(chunk))
    return version, out


def checksum(data):
    total = 0
    for i, b in enumerate(data):
        total = (total * 31 + b * (i + 1)) & 0xFFFFFFFF
    return total


blob = write(readings)
print(len(blob), HEADER.size, RECORD.size)
print(blob[:10].hex(" "))
print(blob[10:22].hex())
version, recs = read(blob)
print("version", version)
for rid, temp, raw, value in recs:
    print(f"#{rid}: temp={temp:+d}C raw=0x{raw:04x} value={value:g}")
print("checksum", hex(checksum(blob)))
try:
    read(b"JUNK" + blob[4:])
except ValueError as e:
    print("ValueError:", e)
try:
    read(blob[:-3])
except EOFError as e:
    print("EOFError:", e)
print(struct.pack(">H", 0xBEEF), struct.unpack(">I", b"\x00\x00\x01\x00"))
print(struct.calcsize("<IhHf"), struct.pack("<?b", True, -2))
try:
    struct.pack("<h", 70000)
except struct.error as e:
    print("struct.error:", e)
