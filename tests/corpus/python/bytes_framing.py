# features: string, slicing, try_statement, f_string, builtins
def checksum(data: bytes) -> int:
    total = 0
    for b in data:
        total = (total + b) & 0xFF
    return total


def frame(payload: bytes) -> bytes:
    header = bytes([0x7E, len(payload)])
    return header + payload + bytes([checksum(payload)])


def parse(buf: bytes):
    if buf[0] != 0x7E:
        raise ValueError(f"bad start byte {buf[0]:#04x}")
    n = buf[1]
    payload = buf[2:2 + n]
    if checksum(payload) != buf[2 + n]:
        raise ValueError("checksum mismatch")
    return payload


msg = "héllo".encode("utf-8")
f = frame(msg)
print(f)
print(f.hex(), len(f))
print(parse(f).decode("utf-8"))
ba = bytearray(f)
ba[3] ^= 0xFF
try:
    parse(bytes(ba))
except ValueError as e:
    print("error:", e)
print(bytes.fromhex("7e 02 41 42 83"), parse(bytes.fromhex("7e0241 4283")))
print(list(b"AZ"), b"abc".upper(), b",".join([b"x", b"y"]), b"a b".split())
print(bytearray(b"xyz"), bytes(3), b"\x00\x01" * 2)
print(int.from_bytes(b"\x01\x00", "big"), (258).to_bytes(2, "little"))
print(b"hello"[1:4], b"hello".find(b"l"), b"hello" < b"help")
