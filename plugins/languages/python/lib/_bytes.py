# bytes and bytearray, written for RedDragon's VM (lowered only when the
# program mentions them, a bytes literal or encode/to_bytes/from_bytes): a
# sequence of ints 0..255 with CPython's repr, indexing (an int), slicing,
# operators and methods; utf-8, ascii, latin-1, unicode_escape and
# raw_unicode_escape codecs with CPython's error messages. str.encode, int.to_bytes and int.from_bytes reach the
# helpers below through __py_bytes_type.

_HEX = "0123456789abcdef"
_SPACE = (32, 9, 10, 13, 11, 12)


def _norm_codec(encoding):
    e = encoding.lower().replace("_", "-")
    if e in ("utf-8", "utf8", "u8"):
        return "utf-8"
    if e in ("ascii", "us-ascii"):
        return "ascii"
    if e in ("latin-1", "latin1", "iso-8859-1", "iso8859-1", "l1"):
        return "latin-1"
    if e in ("unicode-escape", "raw-unicode-escape"):
        return e
    raise LookupError("unknown encoding: " + encoding)


def _ints(x, what):
    if isinstance(x, bytes):
        return list(x._v)
    if isinstance(x, str):
        raise TypeError("string argument without an encoding")
    if isinstance(x, int):
        if x < 0:
            raise ValueError("negative count")
        return [0] * x
    out = []
    for v in x:
        if not isinstance(v, int):
            raise TypeError("'" + type(v).__name__ + "' object cannot be interpreted as an integer")
        if v < 0 or v > 255:
            raise ValueError("bytes must be in range(0, 256)")
        out.append(v)
    return out


_ESCAPES = {9: "\\t", 10: "\\n", 13: "\\r", 92: "\\\\"}


def _escape_encode(s, raw):
    # unicode_escape: printable ASCII kept, \t \n \r \\ named, the rest \xhh/\uhhhh/\Uhhhhhhhh;
    # raw_unicode_escape: Latin-1 kept as bytes, only code points past 0xff escaped
    out = []
    for ch in s:
        c = ord(ch)
        if raw and c < 0x100:
            out.append(c)
        elif not raw and c in _ESCAPES:
            out += [ord(x) for x in _ESCAPES[c]]
        elif not raw and 32 <= c < 127:
            out.append(c)
        else:
            out += [ord(x) for x in _escaped(c)]
    return _new(bytes, out)


_SIMPLE = {92: "\\", 39: "'", 34: '"', 97: "\a", 98: "\b", 102: "\f", 110: "\n", 114: "\r", 116: "\t", 118: "\v"}


def _escape_decode(v, raw, errors):
    codec = "rawunicodeescape" if raw else "unicodeescape"
    chars = []
    i, n = 0, len(v)
    while i < n:
        b = v[i]
        if b != 92 or i + 1 >= n:
            if b == 92 and not raw:
                raise UnicodeDecodeError(codec, _new(bytes, list(v)), i, i + 1, "\\ at end of string")
            chars.append(chr(b))
            i += 1
            continue
        e = v[i + 1]
        if raw and e not in (117, 85):  # raw: only \u and \U are escapes
            chars.append("\\")
            i += 1
            continue
        if not raw and e in _SIMPLE:
            chars.append(_SIMPLE[e])
            i += 2
        elif not raw and e == 10:  # a backslash-newline joins lines
            i += 2
        elif not raw and 48 <= e <= 55:  # up to three octal digits
            j, c = i + 1, 0
            while j < n and j < i + 4 and 48 <= v[j] <= 55:
                c = c * 8 + v[j] - 48
                j += 1
            chars.append(chr(c))
            i = j
        elif e in (120, 117, 85) and not (raw and e == 120):
            width = {120: 2, 117: 4, 85: 8}[e]
            digits = v[i + 2:i + 2 + width]
            ok = len(digits) == width and all(chr(d) in "0123456789abcdefABCDEF" for d in digits)
            c = int("".join(chr(d) for d in digits), 16) if ok else -1
            if not ok or c > 0x10FFFF:
                end = i + 1  # the escape and the hex digits that came with it
                while end + 1 < n and end + 1 < i + 2 + width and chr(v[end + 1]) in "0123456789abcdefABCDEF":
                    end += 1
                if errors == "ignore" or errors == "replace":
                    if errors == "replace":
                        chars.append("\ufffd")
                    i = end + 1
                    continue
                what = "illegal Unicode character" if ok else "truncated \\" + chr(e) + "X" * width + " escape"
                raise UnicodeDecodeError(codec, _new(bytes, list(v)), i, end + 1, what)
            chars.append(chr(c))
            i += 2 + width
        else:  # an unknown escape stays as written
            chars.append("\\")
            i += 1
    return "".join(chars)


def _encode(s, encoding="utf-8", errors="strict"):
    codec = _norm_codec(encoding)
    if codec.endswith("unicode-escape"):
        return _escape_encode(s, codec.startswith("raw"))
    out = []
    pos = 0
    for ch in s:
        c = ord(ch)
        if codec == "utf-8":
            if c < 0x80:
                out.append(c)
            elif c < 0x800:
                out += [0xC0 | (c >> 6), 0x80 | (c & 0x3F)]
            elif c < 0x10000:
                out += [0xE0 | (c >> 12), 0x80 | ((c >> 6) & 0x3F), 0x80 | (c & 0x3F)]
            else:
                out += [0xF0 | (c >> 18), 0x80 | ((c >> 12) & 0x3F), 0x80 | ((c >> 6) & 0x3F), 0x80 | (c & 0x3F)]
        else:
            limit = 128 if codec == "ascii" else 256
            if c < limit:
                out.append(c)
            elif errors == "ignore":
                pass
            elif errors == "replace":
                out.append(63)
            else:
                raise UnicodeEncodeError(codec, s, pos, pos + 1, "ordinal not in range(" + str(limit) + ")")
        pos += 1
    return _new(bytes, out)


def _escaped(c):
    if c < 0x100:
        return "\\x" + _HEX[c >> 4] + _HEX[c & 15]
    digits = 4 if c < 0x10000 else 8
    h = ""
    for k in range(digits):
        h = _HEX[c & 15] + h
        c >>= 4
    return ("\\u" if digits == 4 else "\\U") + h


def _decode(v, encoding, errors):
    codec = _norm_codec(encoding)
    if codec.endswith("unicode-escape"):
        return _escape_decode(v, codec.startswith("raw"), errors)
    chars = []
    i = 0
    n = len(v)
    while i < n:
        b = v[i]
        if b < 0x80 or codec == "latin-1":
            chars.append(chr(b))
            i += 1
            continue
        if codec == "ascii":
            reason = "ordinal not in range(128)"
            size = 1
            cp = None
        else:
            cp, size, reason = _utf8_at(v, i)
        if cp is not None:
            chars.append(chr(cp))
            i += size
            continue
        if errors == "ignore":
            i += size
        elif errors == "replace":
            chars.append("\ufffd")
            i += size
        else:
            raise UnicodeDecodeError(codec, _new(bytes, list(v)), i, i + size, reason)
    return "".join(chars)


def _utf8_at(v, i):
    b = v[i]
    if 0xC2 <= b <= 0xDF:
        need, cp, lo, hi = 1, b & 0x1F, 0x80, 0xBF
    elif 0xE0 <= b <= 0xEF:
        need, cp = 2, b & 0x0F
        lo, hi = (0xA0, 0xBF) if b == 0xE0 else (0x80, 0x9F) if b == 0xED else (0x80, 0xBF)
    elif 0xF0 <= b <= 0xF4:
        need, cp = 3, b & 0x07
        lo, hi = (0x90, 0xBF) if b == 0xF0 else (0x80, 0x8F) if b == 0xF4 else (0x80, 0xBF)
    else:
        return None, 1, "invalid start byte"
    for k in range(1, need + 1):
        if i + k >= len(v):
            return None, k, "unexpected end of data"
        c = v[i + k]
        if not (lo <= c <= hi if k == 1 else 0x80 <= c <= 0xBF):
            return None, k, "invalid continuation byte"
        cp = (cp << 6) | (c & 0x3F)
    return cp, need + 1, ""


def _new(cls, ints):
    b = __py_new_instance(cls)
    b._v = ints
    return b


def _other(x):
    if isinstance(x, bytes):
        return x._v
    if isinstance(x, int):
        return None
    raise TypeError("a bytes-like object is required, not '" + type(x).__name__ + "'")


class bytes:
    __module__ = "builtins"  # type(b"") prints <class 'bytes'>

    def __init__(self, source=None, encoding=None, errors="strict"):
        if source is None:
            self._v = []
        elif isinstance(source, str):
            if encoding is None:
                raise TypeError("string argument without an encoding")
            self._v = _encode(source, encoding, errors)._v
        else:
            self._v = _ints(source, "bytes")

    @classmethod
    def fromhex(cls, s):
        digits = []
        for i, ch in enumerate(s):
            if ch in " \t\n\r\f\v":
                continue
            k = _HEX.find(ch.lower())
            if k < 0:
                raise ValueError("non-hexadecimal number found in fromhex() arg at position " + str(i))
            digits.append(k)
        if len(digits) % 2:
            raise ValueError("non-hexadecimal number found in fromhex() arg at position " + str(len(s)))
        return _new(cls, [digits[k] * 16 + digits[k + 1] for k in range(0, len(digits), 2)])

    def hex(self, sep=None, bytes_per_sep=1):
        parts = [_HEX[b >> 4] + _HEX[b & 15] for b in self._v]
        if sep is None:
            return "".join(parts)
        groups = []
        step = abs(bytes_per_sep)
        if bytes_per_sep > 0:
            start = len(parts) % step
            if start:
                groups.append("".join(parts[:start]))
            for k in range(start, len(parts), step):
                groups.append("".join(parts[k:k + step]))
        else:
            for k in range(0, len(parts), step):
                groups.append("".join(parts[k:k + step]))
        return sep.join(groups)

    def decode(self, encoding="utf-8", errors="strict"):
        return _decode(self._v, encoding, errors)

    def __len__(self):
        return len(self._v)

    def __iter__(self):
        return iter(self._v)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return _new(type(self), self._v[i])
        if not isinstance(i, int):
            raise TypeError("byte indices must be integers or slices, not " + type(i).__name__)
        n = len(self._v)
        if i < -n or i >= n:
            raise IndexError("index out of range")
        return self._v[i]

    def __contains__(self, x):
        if isinstance(x, int):
            if x < 0 or x > 255:
                raise ValueError("byte must be in range(0, 256)")
            return x in self._v
        return self.find(x) >= 0

    def __eq__(self, other):
        return isinstance(other, bytes) and self._v == other._v

    def __ne__(self, other):
        return not self.__eq__(other)

    def __lt__(self, other):
        return self._v < _other(other)

    def __le__(self, other):
        return self._v <= _other(other)

    def __gt__(self, other):
        return self._v > _other(other)

    def __ge__(self, other):
        return self._v >= _other(other)

    def __hash__(self):
        return hash(tuple(self._v))

    def __bool__(self):
        return len(self._v) > 0

    def __add__(self, other):
        if not isinstance(other, bytes):
            raise TypeError("can't concat " + type(other).__name__ + " to " + type(self).__name__)
        return _new(type(self), self._v + other._v)

    def __mul__(self, n):
        return _new(type(self), self._v * n)

    __rmul__ = __mul__

    def __repr__(self):
        q = "'"
        if 39 in self._v and 34 not in self._v:
            q = '"'
        out = []
        for b in self._v:
            if b == 92:
                out.append("\\\\")
            elif b == 9:
                out.append("\\t")
            elif b == 10:
                out.append("\\n")
            elif b == 13:
                out.append("\\r")
            elif b == ord(q):
                out.append("\\" + q)
            elif 32 <= b < 127:
                out.append(chr(b))
            else:
                out.append("\\x" + _HEX[b >> 4] + _HEX[b & 15])
        return "b" + q + "".join(out) + q

    def __str__(self):
        return self.__repr__()

    def __format__(self, spec):
        return format(self.__repr__(), spec)

    # -- searching ------------------------------------------------------------
    def _sub(self, x):
        if isinstance(x, int):
            return [x]
        return _other(x)

    def find(self, sub, start=None, end=None):
        v, s = self._v, self._sub(sub)
        n = len(v)
        lo = 0 if start is None else (max(start + n, 0) if start < 0 else min(start, n))
        hi = n if end is None else (max(end + n, 0) if end < 0 else min(end, n))
        for i in range(lo, hi - len(s) + 1):
            if v[i:i + len(s)] == s:
                return i
        return -1

    def rfind(self, sub, start=None, end=None):
        v, s = self._v, self._sub(sub)
        n = len(v)
        lo = 0 if start is None else (max(start + n, 0) if start < 0 else min(start, n))
        hi = n if end is None else (max(end + n, 0) if end < 0 else min(end, n))
        for i in range(hi - len(s), lo - 1, -1):
            if v[i:i + len(s)] == s:
                return i
        return -1

    def index(self, sub, start=None, end=None):
        i = self.find(sub, start, end)
        if i < 0:
            raise ValueError("subsection not found")
        return i

    def rindex(self, sub, start=None, end=None):
        i = self.rfind(sub, start, end)
        if i < 0:
            raise ValueError("subsection not found")
        return i

    def count(self, sub):
        s = self._sub(sub)
        if not s:
            return len(self._v) + 1
        c = i = 0
        while True:
            i = self.find(s if isinstance(sub, int) else sub, i)
            if i < 0:
                return c
            c += 1
            i += len(s)

    def startswith(self, prefix):
        if isinstance(prefix, tuple):
            return any(self.startswith(p) for p in prefix)
        p = _other(prefix)
        return self._v[:len(p)] == p

    def endswith(self, suffix):
        if isinstance(suffix, tuple):
            return any(self.endswith(p) for p in suffix)
        p = _other(suffix)
        return len(p) <= len(self._v) and self._v[len(self._v) - len(p):] == p

    # -- building -------------------------------------------------------------
    def join(self, items):
        out = []
        first = True
        for k, it in enumerate(items):
            if not isinstance(it, bytes):
                raise TypeError("sequence item " + str(k) + ": expected a bytes-like object, " + type(it).__name__ + " found")
            if not first:
                out += self._v
            out += it._v
            first = False
        return _new(type(self), out)

    def split(self, sep=None, maxsplit=-1):
        v = self._v
        parts = []
        if sep is None:
            i, n = 0, len(v)
            while i < n:
                while i < n and v[i] in _SPACE:
                    i += 1
                if i >= n:
                    break
                if maxsplit >= 0 and len(parts) == maxsplit:
                    rest = v[i:]
                    while rest and rest[-1] in _SPACE:
                        rest = rest[:-1]
                    parts.append(_new(type(self), rest))
                    return parts
                j = i
                while j < n and v[j] not in _SPACE:
                    j += 1
                parts.append(_new(type(self), v[i:j]))
                i = j
            return parts
        s = _other(sep)
        if not s:
            raise ValueError("empty separator")
        start = 0
        while maxsplit < 0 or len(parts) < maxsplit:
            i = self.find(sep, start)
            if i < 0:
                break
            parts.append(_new(type(self), v[start:i]))
            start = i + len(s)
        parts.append(_new(type(self), v[start:]))
        return parts

    def replace(self, old, new, count=-1):
        o, w = _other(old), _other(new)
        v = self._v
        out = []
        i = 0
        while i <= len(v):
            if count != 0 and o and v[i:i + len(o)] == o:
                out += w
                i += len(o)
                count -= 1
            elif count != 0 and not o:
                out += w
                if i < len(v):
                    out.append(v[i])
                i += 1
                count -= 1
            else:
                if i < len(v):
                    out.append(v[i])
                i += 1
        return _new(type(self), out)

    def strip(self, chars=None):
        return self.lstrip(chars).rstrip(chars)

    def lstrip(self, chars=None):
        drop = _SPACE if chars is None else _other(chars)
        v = self._v
        i = 0
        while i < len(v) and v[i] in drop:
            i += 1
        return _new(type(self), v[i:])

    def rstrip(self, chars=None):
        drop = _SPACE if chars is None else _other(chars)
        v = self._v
        j = len(v)
        while j > 0 and v[j - 1] in drop:
            j -= 1
        return _new(type(self), v[:j])

    def upper(self):
        return _new(type(self), [b - 32 if 97 <= b <= 122 else b for b in self._v])

    def lower(self):
        return _new(type(self), [b + 32 if 65 <= b <= 90 else b for b in self._v])

    def isdigit(self):
        return len(self._v) > 0 and all(48 <= b <= 57 for b in self._v)

    def isalpha(self):
        return len(self._v) > 0 and all(65 <= b <= 90 or 97 <= b <= 122 for b in self._v)

    def isalnum(self):
        return len(self._v) > 0 and all(48 <= b <= 57 or 65 <= b <= 90 or 97 <= b <= 122 for b in self._v)

    def isspace(self):
        return len(self._v) > 0 and all(b in _SPACE for b in self._v)

    def isascii(self):
        return all(b < 128 for b in self._v)

    def ljust(self, width, fill=b" "):
        return _new(type(self), self._v + _other(fill) * max(0, width - len(self._v)))

    def rjust(self, width, fill=b" "):
        return _new(type(self), _other(fill) * max(0, width - len(self._v)) + self._v)

    def center(self, width, fill=b" "):
        pad = max(0, width - len(self._v))
        left = pad // 2 + (pad & width & 1)
        f = _other(fill)
        return _new(type(self), f * left + self._v + f * (pad - left))

    def partition(self, sep):
        i = self.find(sep)
        if i < 0:
            return (_new(type(self), list(self._v)), _new(type(self), []), _new(type(self), []))
        n = len(_other(sep))
        return (_new(type(self), self._v[:i]), _new(type(self), _other(sep)), _new(type(self), self._v[i + n:]))

    def rpartition(self, sep):
        i = self.rfind(sep)
        if i < 0:
            return (_new(type(self), []), _new(type(self), []), _new(type(self), list(self._v)))
        n = len(_other(sep))
        return (_new(type(self), self._v[:i]), _new(type(self), _other(sep)), _new(type(self), self._v[i + n:]))

    def removeprefix(self, prefix):
        return _new(type(self), self._v[len(_other(prefix)):] if self.startswith(prefix) else list(self._v))

    def removesuffix(self, suffix):
        n = len(_other(suffix))
        return _new(type(self), self._v[:len(self._v) - n] if n and self.endswith(suffix) else list(self._v))

    def splitlines(self, keepends=False):
        out = []
        v = self._v
        start = i = 0
        while i < len(v):
            if v[i] in (10, 13):
                end = i
                if v[i] == 13 and i + 1 < len(v) and v[i + 1] == 10:
                    i += 1
                out.append(_new(type(self), v[start:i + 1] if keepends else v[start:end]))
                start = i + 1
            i += 1
        if start < len(v):
            out.append(_new(type(self), v[start:]))
        return out

    def islower(self):
        return any(97 <= b <= 122 for b in self._v) and not any(65 <= b <= 90 for b in self._v)

    def isupper(self):
        return any(65 <= b <= 90 for b in self._v) and not any(97 <= b <= 122 for b in self._v)

    def copy(self):
        return _new(type(self), list(self._v))


class bytearray(bytes):
    __module__ = "builtins"

    def __init__(self, source=None, encoding=None, errors="strict"):
        bytes.__init__(self, source, encoding, errors)
        self._v = list(self._v)

    def __hash__(self):
        raise TypeError("unhashable type: 'bytearray'")

    def __setitem__(self, i, value):
        if isinstance(i, slice):
            self._v[i] = _ints(value, "bytearray")
            return
        if not isinstance(value, int):
            raise TypeError("'" + type(value).__name__ + "' object cannot be interpreted as an integer")
        if value < 0 or value > 255:
            raise ValueError("byte must be in range(0, 256)")
        n = len(self._v)
        if i < -n or i >= n:
            raise IndexError("bytearray index out of range")
        self._v[i] = value

    def __delitem__(self, i):
        del self._v[i]

    def __iadd__(self, other):
        self._v += _other(other)
        return self

    def __repr__(self):
        return "bytearray(" + bytes.__repr__(self) + ")"

    def append(self, x):
        if not isinstance(x, int):
            raise TypeError("'" + type(x).__name__ + "' object cannot be interpreted as an integer")
        if x < 0 or x > 255:
            raise ValueError("byte must be in range(0, 256)")
        self._v.append(x)

    def extend(self, xs):
        self._v += _ints(xs, "bytearray")

    def insert(self, i, x):
        self._v.insert(i, x)

    def pop(self, i=-1):
        if not self._v:
            raise IndexError("pop from empty bytearray")
        return self._v.pop(i)

    def remove(self, x):
        if x not in self._v:
            raise ValueError("value not found in bytearray")
        self._v.remove(x)

    def clear(self):
        self._v = []

    def reverse(self):
        self._v.reverse()


def _to_bytes(n, length=1, byteorder="big", signed=False):
    if byteorder not in ("big", "little"):
        raise ValueError("byteorder must be either 'little' or 'big'")
    if n < 0 and not signed:
        raise OverflowError("can't convert negative int to unsigned")
    bits = 8 * length
    lo = -(1 << (bits - 1)) if signed and bits else 0
    hi = (1 << (bits - 1)) if signed and bits else (1 << bits)
    if n < lo or n >= hi:
        raise OverflowError("int too big to convert")
    if n < 0:
        n += 1 << bits
    out = [(n >> (8 * k)) & 255 for k in range(length)]
    if byteorder == "big":
        out.reverse()
    return _new(bytes, out)


def _from_bytes(data, byteorder="big", signed=False):
    if byteorder not in ("big", "little"):
        raise ValueError("byteorder must be either 'little' or 'big'")
    v = list(data._v if isinstance(data, bytes) else _ints(data, "bytes"))
    if byteorder == "little":
        v.reverse()
    n = 0
    for b in v:
        n = n * 256 + b
    if signed and v and v[0] >= 128:
        n -= 1 << (8 * len(v))
    return n


def _literal(s):
    return _new(bytes, [ord(c) for c in s])


__py_bytes_type({"encode": _encode, "to_bytes": _to_bytes, "from_bytes": _from_bytes})


class memoryview:
    """A view of a bytes/bytearray's items (format 'B'): writes through to a bytearray."""

    __module__ = "builtins"

    def __init__(self, obj):
        if not isinstance(obj, (bytes, memoryview)):
            raise TypeError("memoryview: a bytes-like object is required, not '" + type(obj).__name__ + "'")
        if isinstance(obj, memoryview):
            self.obj, self._idx = obj.obj, list(obj._idx)
        else:
            self.obj, self._idx = obj, list(range(len(obj._v)))
        self.readonly = not isinstance(self.obj, bytearray)
        self.format, self.itemsize, self.ndim = "B", 1, 1

    @property
    def nbytes(self):
        return len(self._idx)

    @property
    def shape(self):
        return (len(self._idx),)

    def __len__(self):
        return len(self._idx)

    def __iter__(self):
        return iter(self.tolist())

    def __getitem__(self, i):
        if isinstance(i, slice):
            view = memoryview(self)
            view._idx = self._idx[i]
            return view
        return self.obj._v[self._idx[i]]

    def __setitem__(self, i, value):
        if self.readonly:
            raise TypeError("cannot modify read-only memory")
        if isinstance(i, slice):
            targets = self._idx[i]
            values = list(value)
            if len(values) != len(targets):
                raise ValueError("memoryview assignment: lvalue and rvalue have different structures")
            for t, v in zip(targets, values):
                self.obj._v[t] = v
            return
        if not 0 <= value <= 255:
            raise ValueError("memoryview: invalid value for format 'B'")
        self.obj._v[self._idx[i]] = value

    def tolist(self):
        return [self.obj._v[k] for k in self._idx]

    def tobytes(self, order=None):
        return _new(bytes, self.tolist())

    def hex(self, sep=None, bytes_per_sep=1):
        return self.tobytes().hex(sep, bytes_per_sep) if sep is not None else self.tobytes().hex()

    def __eq__(self, other):
        if isinstance(other, (bytes, memoryview)):
            return self.tolist() == list(other)
        return NotImplemented

    def release(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False

    def __repr__(self):
        return "<memory>"

__all__ = ["bytes", "bytearray", "memoryview", "_literal"]
