# features: string, for_statement, try_statement, f_string, slicing, builtins
# Framing binary packets: bytes literals, encode/decode, hex, bytearray edits, int <-> bytes.
def checksum(data):
    total = 0
    for b in data:
        total = (total + b) & 0xFF
    return total


def frame(payload):
    return bytes([0x7E, len(payload)]) + payload + bytes([checksum(payload)])


def parse(buf):
    if buf[0] != 0x7E:
        raise ValueError(f"bad start byte {buf[0]:#04x}")
    n = buf[1]
    payload = buf[2:2 + n]
    if checksum(payload) != buf[2 + n]:
        raise ValueError("checksum mismatch")
    return payload


msg = "héllo wörld".encode("utf-8")
f = frame(msg)
print(f, len(f), f.hex(), f.hex(":"), f.hex(" ", 4))
print(parse(f).decode(), parse(f) == msg, type(f).__name__, isinstance(f, bytes))
ba = bytearray(f)
ba[3] ^= 0xFF
try:
    parse(bytes(ba))
except ValueError as e:
    print("error:", e)
print(bytes.fromhex("7e 02 41 42 83"), parse(bytes.fromhex("7e0241 4283")))
print(list(b"AZ"), b"abc".upper(), b",".join([b"x", b"y"]), b"a  b\tc".split(), b"k=v=w".split(b"=", 1))
print(bytearray(b"xyz"), bytes(3), b"\x00\x01" * 2, b"it's", b'say "hi"', b"both ' \"", b"\\\t\n\r")
print(int.from_bytes(b"\x01\x00", "big"), int.from_bytes(b"\xff\xfe", "little", signed=True), (258).to_bytes(2, "little"))
print((-2).to_bytes(2, "big", signed=True), (65535).to_bytes(2, byteorder="big"))
print(b"hello"[1:4], b"hello"[-1], b"hello".find(b"l"), b"hello".rfind(b"l"), b"hello".count(b"l"), b"hello" < b"help")
print(b"  pad ".strip(), b"xxabcxx".strip(b"x"), b"abc".replace(b"b", b"BB"), b"abc".startswith(b"ab"), 98 in b"abc", b"bc" in b"abc")
print(rb"\d+", b"abc" + b"def", sorted(b"cab"), max(b"hello"), {b"k": 1}[b"k"], len({b"a", b"a", b"b"}))
buf = bytearray()
for word in ("alpha", "beta"):
    data = word.encode()
    buf.append(len(data))
    buf.extend(data)
buf += b"\x00"
print(buf, buf.pop(), len(buf), buf[0], bytes(buf[1:6]).decode("ascii"))
print("Grüße".encode("latin-1"), b"Gr\xfc\xdfe".decode("latin-1"), "abc".encode("ascii"), "ü".encode())
for bad in (lambda: "é".encode("ascii"), lambda: b"\xff\x41".decode(), lambda: b"\xc3".decode("utf-8"),
            lambda: bytes([256]), lambda: b"a" + "b", lambda: bytes("x"), lambda: (300).to_bytes(1, "big"),
            lambda: bytes.fromhex("zz"), lambda: hash(bytearray(b"x"))):
    try:
        print(bad())
    except (ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
print(b"\xff\x41".decode("utf-8", "replace"), b"\xff\x41".decode("utf-8", errors="ignore"), "é".encode("ascii", "replace"))
hdr, sep, body = b"Host: x\r\nAccept: */*".partition(b"\r\n")
print(hdr, sep, body, b"a=b".rpartition(b"="), b"v1.2".removeprefix(b"v"), b"x.py".removesuffix(b".py"))
print(b"one\ntwo\r\nthree".splitlines(), b"abc".islower(), b"ABC1".isupper(), b"mid".center(7, b"*"))
