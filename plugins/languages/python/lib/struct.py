# struct, written for RedDragon's VM (lowered with the programs that import
# it), following CPython 3.11: byte orders @ = < > !, native sizes and
# alignment for @ (x86-64), the codes x c b B ? h H i I l L q Q n N e f d s p P,
# IEEE 754 half/single/double encoding with round-half-even, and CPython's
# struct.error messages. Buffers are lib/_bytes.py's bytes and bytearray.
import math


class error(Exception):
    pass


_STD = {"x": 1, "c": 1, "b": 1, "B": 1, "?": 1, "h": 2, "H": 2, "i": 4, "I": 4, "l": 4, "L": 4,
        "q": 8, "Q": 8, "e": 2, "f": 4, "d": 8, "s": 1, "p": 1}
_NATIVE = {"x": 1, "c": 1, "b": 1, "B": 1, "?": 1, "h": 2, "H": 2, "i": 4, "I": 4, "l": 8, "L": 8,
           "q": 8, "Q": 8, "n": 8, "N": 8, "e": 2, "f": 4, "d": 8, "s": 1, "p": 1, "P": 8}
_NAMES = {"b": "byte", "B": "ubyte", "h": "short", "H": "ushort"}
_FLOAT_BITS = {"e": (5, 10), "f": (8, 23), "d": (11, 52)}


def _parse(fmt):
    if isinstance(fmt, bytes):
        fmt = fmt.decode("ascii")
    order = "@"
    body = fmt
    if fmt and fmt[0] in "@=<>!":
        order, body = fmt[0], fmt[1:]
    native = order == "@"
    sizes = _NATIVE if native else _STD
    little = order in "@=<"
    items = []  # (code, count, offset)
    offset = 0
    i = 0
    while i < len(body):
        ch = body[i]
        if ch in " \t\n\r\v\f":
            i += 1
            continue
        count = None
        while i < len(body) and body[i].isdigit():
            count = (count or 0) * 10 + int(body[i])
            i += 1
        if i >= len(body):
            raise error("repeat count given without format specifier")
        code = body[i]
        i += 1
        if code not in sizes:
            raise error("bad char in struct format")
        n = 1 if count is None else count
        size = sizes[code]
        if native and code not in "sp" and size > 1 and offset % size:
            offset += size - offset % size
        if code in "sp":
            items.append((code, n, offset))
            offset += n
        elif code == "x":
            offset += n
        else:
            for _ in range(n):
                items.append((code, 1, offset))
                offset += size
    return items, offset, little, sizes


def calcsize(fmt):
    return _parse(fmt)[1]


def _int_range(code, size, native):
    signed = code in "bhilqn"
    bits = size * 8
    return (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)


def _float_to_bits(x, code):
    ebits, mbits = _FLOAT_BITS[code]
    bias = (1 << (ebits - 1)) - 1
    top = (1 << ebits) - 1
    sign = 1 if math.copysign(1.0, x) < 0 else 0
    if math.isnan(x):
        return (sign << (ebits + mbits)) | (top << mbits) | (1 << (mbits - 1))
    x = abs(x)
    if math.isinf(x):
        return (sign << (ebits + mbits)) | (top << mbits)
    if x == 0:
        return sign << (ebits + mbits)
    m, e = math.frexp(x)  # x = m * 2**e, 0.5 <= m < 1
    exp = e - 1 + bias
    if exp >= 1:
        mant = round(math.ldexp(m, mbits + 1)) - (1 << mbits)
        if mant == 1 << mbits:
            mant = 0
            exp += 1
        if exp >= top:
            raise OverflowError("float too large to pack with " + code + " format")
    else:  # subnormal
        mant = round(math.ldexp(x, bias - 1 + mbits))
        exp = 0
        if mant == 1 << mbits:
            mant = 0
            exp = 1
    return (sign << (ebits + mbits)) | (exp << mbits) | mant


def _bits_to_float(bits, code):
    ebits, mbits = _FLOAT_BITS[code]
    bias = (1 << (ebits - 1)) - 1
    top = (1 << ebits) - 1
    sign = -1.0 if bits >> (ebits + mbits) else 1.0
    exp = (bits >> mbits) & top
    mant = bits & ((1 << mbits) - 1)
    if exp == top:
        return sign * math.inf if mant == 0 else math.nan
    if exp == 0:
        return sign * math.ldexp(mant, 1 - bias - mbits)
    return sign * math.ldexp(mant + (1 << mbits), exp - bias - mbits)


def _to_bytes_int(v, size, little):
    out = []
    for _ in range(size):
        out.append(v & 255)
        v >>= 8
    return out if little else out[::-1]


def _from_bytes_int(bs, signed, little):
    v = 0
    for b in (bs[::-1] if little else bs):
        v = (v << 8) | b
    if signed and bs and v >= 1 << (len(bs) * 8 - 1):
        v -= 1 << (len(bs) * 8)
    return v


def _pack_list(fmt, values):
    items, size, little, sizes = _parse(fmt)
    if len(values) != len(items):
        raise error("pack expected " + str(len(items)) + " items for packing (got " + str(len(values)) + ")")
    out = [0] * size
    native = sizes is _NATIVE
    for (code, n, off), v in zip(items, values):
        if code in "sp":
            if not isinstance(v, (bytes, bytearray)):
                raise error("argument for '" + code + "' must be a bytes object")
            data = list(v)
            if code == "p":
                data = data[:max(n - 1, 0)]
                chunk = ([min(len(data), 255)] + data)[:n] if n else []
            else:
                chunk = data[:n]
            out[off:off + len(chunk)] = chunk
        elif code == "c":
            if not isinstance(v, (bytes, bytearray)) or len(v) != 1:
                raise error("char format requires a bytes object of length 1")
            out[off] = v[0]
        elif code == "?":
            out[off] = 1 if v else 0
        elif code in _FLOAT_BITS:
            if not isinstance(v, (int, float)):
                raise error("required argument is not a float")
            bits = _float_to_bits(float(v), code)
            out[off:off + sizes[code]] = _to_bytes_int(bits, sizes[code], little)
        else:
            if not isinstance(v, int):
                if hasattr(v, "__index__"):
                    v = v.__index__()
                else:
                    raise error("required argument is not an integer")
            lo, hi = _int_range(code, sizes[code], native)
            if v < lo or v > hi:
                if code in _NAMES:
                    raise error(_NAMES[code] + " format requires " + str(lo) + " <= number <= " + str(hi))
                if code in "il" and not native:
                    raise error("'" + code + "' format requires " + str(lo) + " <= number <= " + str(hi))
                raise error("argument out of range")
            out[off:off + sizes[code]] = _to_bytes_int(v, sizes[code], little)
    return out


def pack(fmt, *values):
    return bytes(_pack_list(fmt, values))


def pack_into(fmt, buffer, offset, *values):
    data = _pack_list(fmt, values)
    if offset < 0:
        offset += len(buffer)
    if offset + len(data) > len(buffer):
        raise error("pack_into requires a buffer of at least " + str(offset + len(data)) +
                    " bytes for packing " + str(len(data)) + " bytes at offset " + str(offset) +
                    " (actual buffer size is " + str(len(buffer)) + ")")
    for k in range(len(data)):
        buffer[offset + k] = data[k]


def _unpack_ints(fmt, data):
    items, size, little, sizes = _parse(fmt)
    out = []
    for code, n, off in items:
        chunk = data[off:off + (n if code in "sp" else sizes[code])]
        if code == "s":
            out.append(bytes(chunk))
        elif code == "p":
            k = min(chunk[0], n - 1) if chunk else 0
            out.append(bytes(chunk[1:1 + k]))
        elif code == "c":
            out.append(bytes(chunk))
        elif code == "?":
            out.append(chunk[0] != 0)
        elif code in _FLOAT_BITS:
            out.append(_bits_to_float(_from_bytes_int(chunk, False, little), code))
        else:
            out.append(_from_bytes_int(chunk, code in "bhilqn", little))
    return tuple(out)


def unpack(fmt, buffer):
    size = calcsize(fmt)
    data = list(buffer)
    if len(data) != size:
        raise error("unpack requires a buffer of " + str(size) + " bytes")
    return _unpack_ints(fmt, data)


def unpack_from(fmt, buffer, offset=0):
    size = calcsize(fmt)
    data = list(buffer)
    if offset < 0:
        offset += len(data)
    if len(data) - offset < size:
        raise error("unpack_from requires a buffer of at least " + str(size + offset) + " bytes for unpacking " +
                    str(size) + " bytes at offset " + str(offset) + " (actual buffer size is " + str(len(data)) + ")")
    return _unpack_ints(fmt, data[offset:offset + size])


def iter_unpack(fmt, buffer):
    size = calcsize(fmt)
    data = list(buffer)
    if size == 0 or len(data) % size:
        raise error("iterative unpacking requires a buffer of a multiple of " + str(size) + " bytes")
    for k in range(0, len(data), size):
        yield _unpack_ints(fmt, data[k:k + size])


class Struct:
    def __init__(self, format):
        self.format = format.decode("ascii") if isinstance(format, bytes) else format
        self.size = calcsize(format)

    def pack(self, *values):
        return pack(self.format, *values)

    def pack_into(self, buffer, offset, *values):
        pack_into(self.format, buffer, offset, *values)

    def unpack(self, buffer):
        return unpack(self.format, buffer)

    def unpack_from(self, buffer, offset=0):
        return unpack_from(self.format, buffer, offset)

    def iter_unpack(self, buffer):
        return iter_unpack(self.format, buffer)



__all__ = ["error", "pack", "pack_into", "unpack", "unpack_from", "iter_unpack", "calcsize", "Struct"]
