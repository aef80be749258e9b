# binascii, written for RedDragon's VM (lowered with the programs that
# import it): hex and base64 conversions between bytes and ASCII, with
# CPython's errors, and crc32 (runtime/python_digest.cpp). base64.py builds
# on these, as CPython's does.

_HEX = "0123456789abcdef"
_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


class Error(ValueError):
    pass


class Incomplete(Exception):
    pass


def _ints(data, ascii_ok=False):
    if isinstance(data, str):
        if ascii_ok:
            if not data.isascii():
                raise ValueError("string argument should contain only ASCII characters")
            return [ord(c) for c in data]
        raise TypeError("a bytes-like object is required, not 'str'")
    if isinstance(data, bytes):
        return list(data._v)
    raise TypeError("a bytes-like object is required, not '" + type(data).__name__ + "'")


def hexlify(data, sep=None, bytes_per_sep=1):
    return bytes(_ints(data)).hex(*(() if sep is None else (sep, bytes_per_sep))).encode("ascii")


b2a_hex = hexlify


def unhexlify(hexstr):
    v = _ints(hexstr, True)
    if len(v) % 2:
        raise Error("Odd-length string")
    out = []
    for i in range(0, len(v), 2):
        hi = _HEX.find(chr(v[i]).lower())
        lo = _HEX.find(chr(v[i + 1]).lower())
        if hi < 0 or lo < 0:
            raise Error("Non-hexadecimal digit found")
        out.append(hi * 16 + lo)
    return bytes(out)


a2b_hex = unhexlify


def b2a_base64(data, *, newline=True):
    v = _ints(data)
    out = []
    for i in range(0, len(v), 3):
        chunk = v[i:i + 3]
        n = chunk[0] << 16 | (chunk[1] << 8 if len(chunk) > 1 else 0) | (chunk[2] if len(chunk) > 2 else 0)
        out.append(_B64[n >> 18 & 63])
        out.append(_B64[n >> 12 & 63])
        out.append(_B64[n >> 6 & 63] if len(chunk) > 1 else "=")
        out.append(_B64[n & 63] if len(chunk) > 2 else "=")
    if newline:
        out.append("\n")
    return "".join(out).encode("ascii")


def a2b_base64(data, *, strict_mode=False):
    # CPython's decoder: characters outside the alphabet are skipped (an
    # error in strict mode); a complete padding ends the data.
    v = _ints(data, True)
    bits = 0
    nbits = 0
    out = []
    pads = 0
    quad = 0
    padding_started = False
    for i in range(len(v)):
        ch = chr(v[i])
        if ch == "=":
            padding_started = True
            if strict_mode and quad == 0:
                raise Error("Excess padding not allowed")
            if quad >= 2:
                pads += 1
                if quad + pads >= 4:
                    if strict_mode and i + 1 < len(v):
                        raise Error("Excess data after padding")
                    return bytes(out)
            continue
        k = _B64.find(ch)
        if k < 0:
            if strict_mode:
                raise Error("Only base64 data is allowed")
            continue
        if strict_mode and padding_started:
            raise Error("Discontinuous padding not allowed")
        pads = 0
        bits = (bits << 6 | k) & 0xFFFFFF
        nbits += 6
        quad = (quad + 1) % 4
        if nbits >= 8:
            nbits -= 8
            out.append(bits >> nbits & 0xFF)
        if quad == 0:
            nbits = 0
    if quad == 1:
        raise Error("Invalid base64-encoded string: number of data characters (" + str(len(out) // 3 * 4 + 1) +
                    ") cannot be 1 more than a multiple of 4")
    if quad:
        raise Error("Incorrect padding")
    return bytes(out)


def crc32(data, value=0, /):
    return __py_digest("crc32", value & 0xFFFFFFFF, _ints(data))


def crc_hqx(data, value, /):
    crc = value & 0xFFFF
    for b in _ints(data):
        crc ^= b << 8
        for _ in range(8):
            crc = (crc << 1 ^ 0x1021 if crc & 0x8000 else crc << 1) & 0xFFFF
    return crc


__all__ = ["Error", "Incomplete", "hexlify", "b2a_hex", "unhexlify", "a2b_hex", "b2a_base64", "a2b_base64", "crc32",
           "crc_hqx"]
