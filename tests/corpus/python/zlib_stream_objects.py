# features: stdlib_hashlib_codecs
# zlib.compressobj fed in chunks (Z_NO_FLUSH, Z_SYNC_FLUSH, Z_FULL_FLUSH, Z_FINISH) and zlib.decompressobj (eof, unused_data).
import zlib


def records():
    for i in range(40):
        yield f"{i:03d},sensor-{i % 4},{(i * 37) % 101 / 10:.1f},{'ok' if i % 7 else 'ALARM'}\n".encode()


def main():
    comp = zlib.compressobj(6, zlib.DEFLATED, 15)
    pieces = []
    for n, rec in enumerate(records()):
        out = comp.compress(rec)
        if out:
            pieces.append(("data", n, out))
        if n in (9, 29):
            pieces.append(("sync" if n == 9 else "full", n,
                           comp.flush(zlib.Z_SYNC_FLUSH if n == 9 else zlib.Z_FULL_FLUSH)))
    print(repr(comp.flush(zlib.Z_NO_FLUSH)))
    pieces.append(("finish", 40, comp.flush()))
    for kind, n, out in pieces:
        print(f"{kind:<7}after {n:>2}: {len(out):>4} bytes {out[:10].hex()} {out[-4:].hex()}")
    stream = b"".join(p[2] for p in pieces)
    whole = b"".join(records())
    print(len(whole), "->", len(stream), zlib.decompress(stream) == whole, stream == zlib.compress(whole))
    try:
        comp.compress(b"more")
    except zlib.error as e:
        print("after finish:", e)

    for wbits in (-15, 31):
        c = zlib.compressobj(9, zlib.DEFLATED, wbits)
        blob = c.compress(whole[:500]) + c.compress(whole[500:]) + c.flush()
        print(wbits, len(blob), blob == zlib.compress(whole, 9, wbits), blob[:6].hex())

    blob = zlib.compress(whole) + b"TRAILER"
    d = zlib.decompressobj()
    got = []
    for i in range(0, len(blob), 37):
        chunk = d.decompress(blob[i:i + 37])
        got.append(len(chunk))
    print(got, d.eof, d.unused_data, d.flush())
    g = zlib.decompressobj(47)
    data = g.decompress(zlib.compress(whole, 1, 31))
    print(len(data), g.eof, data.splitlines()[7])
    bad = zlib.decompressobj()
    print(bad.decompress(b"x"), bad.eof)
    try:
        bad.decompress(b"\x00")
    except zlib.error as e:
        print("bad stream:", e)
    try:
        zlib.compressobj(6, zlib.DEFLATED, 7)
    except ValueError as e:
        print("ValueError:", e)


main()
