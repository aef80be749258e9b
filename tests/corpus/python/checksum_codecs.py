# features: stdlib_hashlib_codecs, custom_exception, except_clause, static_class_methods
"""Content-addressed storage: chunks are keyed by their digest, verified by
checksums and shipped as base64/base32 text, as a backup tool would."""
import base64
import binascii
import hashlib
import zlib


class CorruptChunk(Exception):
    pass


class ChunkStore:
    def __init__(self, algorithm="sha256", chunk_size=16):
        self.algorithm = algorithm
        self.chunk_size = chunk_size
        self.chunks = {}

    def put(self, data: bytes) -> list:
        keys = []
        for i in range(0, len(data), self.chunk_size):
            chunk = data[i:i + self.chunk_size]
            key = hashlib.new(self.algorithm, chunk).hexdigest()[:16]
            self.chunks.setdefault(key, (chunk, zlib.crc32(chunk)))
            keys.append(key)
        return keys

    def get(self, keys) -> bytes:
        out = []
        for k in keys:
            chunk, crc = self.chunks[k]
            if zlib.crc32(chunk) != crc:
                raise CorruptChunk(k)
            out.append(chunk)
        return b"".join(out)

    def export(self, key) -> str:
        chunk, crc = self.chunks[key]
        return base64.urlsafe_b64encode(crc.to_bytes(4, "big") + chunk).decode("ascii")

    @staticmethod
    def parse(text: str) -> bytes:
        raw = base64.urlsafe_b64decode(text)
        crc, chunk = int.from_bytes(raw[:4], "big"), raw[4:]
        if zlib.crc32(chunk) != crc:
            raise CorruptChunk(f"crc {crc:08x} != {zlib.crc32(chunk):08x}")
        return chunk


doc = ("The quick brown fox jumps over the lazy dog. " * 3).encode()
for algo in ("md5", "sha1", "sha256", "sha512"):
    store = ChunkStore(algo)
    keys = store.put(doc)
    assert store.get(keys) == doc
    print(f"{algo:>6}: {len(keys)} chunks, {len(store.chunks)} unique, first {keys[0]}")

print(hashlib.md5(b"").hexdigest())
print(hashlib.sha1(b"abc").hexdigest())
print(hashlib.sha224(b"abc").hexdigest())
print(hashlib.sha384(b"abc").hexdigest()[:32])
h = hashlib.sha256()
for part in (b"The quick ", b"brown fox"):
    h.update(part)
snapshot = h.copy()
h.update(b"!")
print(snapshot.hexdigest()[:20], h.hexdigest()[:20], h.digest()[:6], h.digest_size, h.block_size, h.name)
print(sorted(hashlib.algorithms_guaranteed & {"md5", "sha256", "sha512", "crc32"}), len(hashlib.algorithms_guaranteed))
for bad in (lambda: hashlib.sha256("not bytes"), lambda: hashlib.new("whirlpool")):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

print(zlib.crc32(b"123456789"), hex(zlib.adler32(b"Wikipedia")), zlib.crc32(b"89", zlib.crc32(b"1234567")))
print(binascii.crc32(b"hello"), binascii.crc_hqx(b"123456789", 0xFFFF))
print(binascii.hexlify(b"\x00\x7f\xff"), binascii.hexlify(b"\xde\xad\xbe\xef", ":"), binascii.unhexlify(b"6869"))
for bad in ("abc", "zz"):
    try:
        binascii.unhexlify(bad)
    except binascii.Error as e:
        print("binascii.Error:", e, isinstance(e, ValueError))

store = ChunkStore()
keys = store.put(b"attack at dawn, retreat at dusk")
wire = store.export(keys[0])
print(wire, store.parse(wire))
tampered = wire[:8] + ("A" if wire[8] != "A" else "B") + wire[9:]
try:
    store.parse(tampered)
except CorruptChunk as e:
    print("corrupt:", e)

for s in (b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar"):
    e64, e32, e16 = base64.b64encode(s), base64.b32encode(s), base64.b16encode(s)
    assert base64.b64decode(e64) == s and base64.b32decode(e32) == s and base64.b16decode(e16) == s
    print(f"{s!s:>10} {e64!s:>12} {e32!s:>20} {base64.b32hexencode(s)!s:>20} {e16}")
print(base64.b64encode(b"\xfb\xef\xff", altchars=b"-_"), base64.standard_b64decode("+/+/"), base64.b64decode(" aGV5\n"))
print(base64.b32decode("mzxw6===", casefold=True), base64.b32decode("0O======", map01=b"L"), base64.b16decode("beef", casefold=True))
print(base64.encodebytes(bytes(range(60))))
print(base64.decodebytes(b"aGVs\nbG8=\n"), binascii.b2a_base64(b"ok"), binascii.a2b_base64("b2s="))
for bad in ("abc", "a===", "ab=c", "!!!!"):
    try:
        print(repr(bad), base64.b64decode(bad))
    except binascii.Error as e:
        print(repr(bad), "->", e)
for bad in ("ab!c", "ab==c="):
    try:
        base64.b64decode(bad, validate=True)
    except binascii.Error as e:
        print(repr(bad), "strict ->", e)
for bad in ("MZXW6", "MZXW6!=="):
    try:
        base64.b32decode(bad)
    except binascii.Error as e:
        print(repr(bad), "->", e)
print(hashlib.algorithms_available >= {"sha1", "md5"}, binascii.b2a_hex(b"\x10"), binascii.a2b_hex("10"),
      base64.standard_b64encode(b"~~"), base64.b32hexdecode(base64.b32hexencode(b"hex!")))
import io
print(hashlib.file_digest(io.BytesIO(b"abc"), "sha256").hexdigest()[:16], hashlib.file_digest(io.BytesIO(b"abc"), hashlib.md5).hexdigest()[:8])

# the SHA-3 family, SHAKE and BLAKE2 (keyed MACs, personalised short digests)
print(sorted(hashlib.algorithms_guaranteed))
for name in ("sha3_224", "sha3_256", "sha3_384", "sha3_512", "blake2b", "blake2s"):
    h = hashlib.new(name, b"abc")
    print(f"{name:>9} {h.digest_size:2} {h.block_size:3} {h.hexdigest()[:32]}")
shake = hashlib.shake_128(b"seed")
print(shake.hexdigest(12), hashlib.shake_256(b"seed").digest(6), shake.copy().hexdigest(4))
mac = hashlib.blake2b(b"payload", digest_size=16, key=b"server-secret")
tag = hashlib.blake2s(b"user:42", digest_size=8, salt=b"v1", person=b"session")
print(mac.hexdigest(), tag.hexdigest(), mac.name, tag.digest_size, hashlib.blake2b.MAX_KEY_SIZE, hashlib.blake2s.SALT_SIZE)
mac2 = mac.copy()
mac2.update(b"!")
print(mac.hexdigest() != mac2.hexdigest(), hashlib.sha3_256(b"").hexdigest()[:16])
for bad in (lambda: hashlib.blake2b(digest_size=0), lambda: hashlib.blake2s(key=bytes(33)), lambda: hashlib.blake2b(person=bytes(17))):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)

# signing with hmac, as a webhook receiver checks a request
import hmac

secret = b"whsec_test"
body = b'{"event":"paid","amount":1200}'
sig = hmac.new(secret, body, hashlib.sha256).hexdigest()
print(sig[:24], hmac.compare_digest(sig, hmac.new(secret, body, "sha256").hexdigest()))
mac = hmac.new(b"k" * 100, digestmod="sha512")
mac.update(b"part1")
early = mac.copy()
mac.update(b"part2")
print(mac.hexdigest()[:16], early.hexdigest()[:16], mac.name, mac.digest_size, mac.block_size, isinstance(mac, hmac.HMAC))
print(hmac.digest(b"key", b"msg", "md5").hex(), hmac.new(b"key", b"msg", hashlib.sha3_256).hexdigest()[:16])
for bad in (lambda: hmac.new(b"k", b"m"), lambda: hmac.new("k", b"m", "sha1"), lambda: hmac.compare_digest("a", b"a")):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)
