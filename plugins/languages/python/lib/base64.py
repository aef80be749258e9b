# base64, written for RedDragon's VM (lowered with the programs that import
# it): RFC 4648's base64 (standard and URL-safe), base32 (and its extended
# hex alphabet) and base16, with CPython's errors; base64 itself goes
# through binascii, as in CPython. Ascii85/base85 are not implemented.
import binascii

_B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_B32HEX = "0123456789ABCDEFGHIJKLMNOPQRSTUV"


def _from_decode_data(s):
    if isinstance(s, str):
        if not s.isascii():
            raise ValueError("string argument should contain only ASCII characters")
        return s.encode("ascii")
    if isinstance(s, bytes):
        return s
    raise TypeError("argument should be a bytes-like object or ASCII string, not '" + type(s).__name__ + "'")


def _swap(data, src, dst):
    # bytes.translate(bytes.maketrans(src, dst)) for two-character alphabets
    out = []
    for c in data:
        if c == src[0]:
            out.append(dst[0])
        elif c == src[1]:
            out.append(dst[1])
        else:
            out.append(c)
    return bytes(out)


def b64encode(s, altchars=None):
    encoded = binascii.b2a_base64(s, newline=False)
    if altchars is not None:
        assert len(altchars) == 2, repr(altchars)
        return _swap(encoded, b"+/", bytes(altchars))
    return encoded


def b64decode(s, altchars=None, validate=False):
    s = _from_decode_data(s)
    if altchars is not None:
        altchars = _from_decode_data(altchars)
        assert len(altchars) == 2, repr(altchars)
        s = _swap(s, altchars, b"+/")
    return binascii.a2b_base64(s, strict_mode=validate)


def standard_b64encode(s):
    return b64encode(s)


def standard_b64decode(s):
    return b64decode(s)


def urlsafe_b64encode(s):
    return b64encode(s, b"-_")


def urlsafe_b64decode(s):
    s = _from_decode_data(s)
    return b64decode(_swap(s, b"-_", b"+/"))


def encodebytes(s):
    # MIME: lines of at most 76 characters, each ending in a newline
    if not isinstance(s, bytes):
        raise TypeError("expected bytes-like object, not " + type(s).__name__)
    pieces = []
    for i in range(0, len(s), 57):
        pieces.append(binascii.b2a_base64(s[i:i + 57]))
    return b"".join(pieces)


def decodebytes(s):
    if not isinstance(s, bytes):
        raise TypeError("expected bytes-like object, not " + type(s).__name__)
    return binascii.a2b_base64(s)


def _b32encode(alphabet, s):
    if not isinstance(s, bytes):
        raise TypeError("a bytes-like object is required, not '" + type(s).__name__ + "'")
    v = list(s)
    leftover = len(v) % 5
    if leftover:
        v = v + [0] * (5 - leftover)
    out = []
    for i in range(0, len(v), 5):
        c = 0
        for b in v[i:i + 5]:
            c = c << 8 | b
        for shift in range(35, -1, -5):
            out.append(alphabet[c >> shift & 31])
    pad = {0: 0, 1: 6, 2: 4, 3: 3, 4: 1}[leftover]
    if pad:
        out[-pad:] = ["="] * pad
    return "".join(out).encode("ascii")


def _b32decode(alphabet, s, casefold=False, map01=None):
    s = _from_decode_data(s)
    if len(s) % 8:
        raise binascii.Error("Incorrect padding")
    if map01 is not None:
        map01 = _from_decode_data(map01)
        assert len(map01) == 1, repr(map01)
        s = _swap(s, b"01", b"O" + map01)
    if casefold:
        s = s.upper()
    n = len(s)
    s = s.rstrip(b"=")
    padchars = n - len(s)
    decoded = []
    acc = 0
    for i in range(0, len(s), 8):
        acc = 0
        for c in s[i:i + 8]:
            k = alphabet.find(chr(c))
            if k < 0:
                raise binascii.Error("Non-base32 digit found")
            acc = (acc << 5) + k
        quantum = len(s[i:i + 8])
        acc <<= 5 * (8 - quantum)
        decoded.extend(acc.to_bytes(5, "big"))
    if padchars not in (0, 1, 3, 4, 6):
        raise binascii.Error("Incorrect padding")
    if padchars and decoded:
        leftover = (43 - 5 * padchars) // 8
        decoded = decoded[:len(decoded) - 5 + leftover]
    return bytes(decoded)


def b32encode(s):
    return _b32encode(_B32, s)


def b32decode(s, casefold=False, map01=None):
    return _b32decode(_B32, s, casefold, map01)


def b32hexencode(s):
    return _b32encode(_B32HEX, s)


def b32hexdecode(s, casefold=False):
    return _b32decode(_B32HEX, s, casefold)


def b16encode(s):
    return binascii.hexlify(s).upper()


def b16decode(s, casefold=False):
    s = _from_decode_data(s)
    if casefold:
        s = s.upper()
    for c in s:
        if chr(c) not in "0123456789ABCDEF":
            raise binascii.Error("Non-base16 digit found")
    return binascii.unhexlify(s)


__all__ = ["b64encode", "b64decode", "standard_b64encode", "standard_b64decode", "urlsafe_b64encode",
           "urlsafe_b64decode", "encodebytes", "decodebytes", "b32encode", "b32decode", "b32hexencode", "b32hexdecode",
           "b16encode", "b16decode"]
