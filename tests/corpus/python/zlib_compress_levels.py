# features: stdlib_hashlib_codecs
# zlib.compress at every level and window (zlib, raw, gzip headers); zlib.decompress round trips and its errors.
import zlib

LOG = "\n".join(f"2024-03-{d:02d} GET /api/items/{d * 37 % 11} 200 {d * 113 % 997}ms"
                for d in range(1, 29)).encode()


def show(label, blob):
    head = blob[:12].hex(" ")
    print(f"{label:<14}{len(blob):>6}  {head}{' ...' if len(blob) > 12 else ''}  tail={blob[-4:].hex()}")


def main():
    print(len(LOG), "bytes of log, crc", hex(zlib.crc32(LOG)))
    for level in range(-1, 10):
        blob = zlib.compress(LOG, level)
        assert zlib.decompress(blob) == LOG
        show(f"level {level}", blob)
    print(zlib.compress(b""), zlib.compress(b"", 0), zlib.compress(b"a"))
    print(zlib.compress(b"ab" * 50), zlib.compress(b"hello hello hello!", 9))
    for wbits in (9, 12, -15, 31):
        blob = zlib.compress(LOG, 6, wbits)
        show(f"wbits {wbits}", blob)
        print("   round trip:", zlib.decompress(blob, wbits) == LOG, zlib.decompress(blob, 47 if wbits > 0 else wbits) == LOG)
    text = ("The tenth frame allows up to three rolls. " * 20).encode()
    packed = zlib.compress(text)
    print(f"{len(text)} -> {len(packed)} ({len(packed) / len(text):.1%})", packed)
    noise = bytes((i * 7919 + 13) % 251 for i in range(600))
    print("noise:", len(zlib.compress(noise)), zlib.compress(noise)[:8], zlib.decompress(zlib.compress(noise)) == noise)
    for bad in [b"", b"x\x9c", b"hello world", packed[:-1], packed[:-4] + b"\0\0\0\0", b"\x78\x9c\x07\x00"]:
        try:
            print(zlib.decompress(bad))
        except zlib.error as e:
            print("zlib.error:", e)
    for args in [(LOG, 10), (LOG, -2)]:
        try:
            zlib.compress(*args)
        except zlib.error as e:
            print("zlib.error:", e)
    print(zlib.decompress(bytearray(packed)) == text, zlib.decompress(zlib.compress(text, wbits=-9), -9)[:9])


main()
