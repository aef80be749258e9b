# array, written for RedDragon's VM (lowered with the programs that import
# it): typed arrays of numbers as a list of Python values, each stored value
# checked against its C type's range with CPython's errors ('f' rounds to
# single precision); bytes conversions go through struct in native (little
# endian) order. Buffer sharing (memoryview, buffer_info addresses) is not
# modelled.
import struct as _struct

typecodes = "bBuhHiIlLqQfd"
_SIZE = {"b": 1, "B": 1, "u": 4, "h": 2, "H": 2, "i": 4, "I": 4, "l": 8, "L": 8, "q": 8, "Q": 8, "f": 4, "d": 8}
# (minimum, maximum, too-large message, too-small message) of the integer codes
_C_LONG = "Python int too large to convert to C long"
_RANGE = {
    "b": (-128, 127, "signed char is greater than maximum", "signed char is less than minimum"),
    "B": (0, 255, "unsigned byte integer is greater than maximum", "unsigned byte integer is less than minimum"),
    "h": (-32768, 32767, "signed short integer is greater than maximum", "signed short integer is less than minimum"),
    "H": (0, 65535, "unsigned short is greater than maximum", "unsigned short is less than minimum"),
    "i": (-2**31, 2**31 - 1, "signed integer is greater than maximum", "signed integer is less than minimum"),
    "I": (0, 2**32 - 1, "unsigned int is greater than maximum", "can't convert negative value to unsigned int"),
    "l": (-2**63, 2**63 - 1, _C_LONG, _C_LONG),
    "L": (0, 2**64 - 1, "Python int too large to convert to C unsigned long", "can't convert negative value to unsigned int"),
    "q": (-2**63, 2**63 - 1, "int too big to convert", "int too big to convert"),
    "Q": (0, 2**64 - 1, "int too big to convert", "can't convert negative int to unsigned"),
}


def _check(code, v):
    if code == "u":
        if not isinstance(v, str) or len(v) != 1:
            raise TypeError("array item must be unicode character")
        return v
    if code in "fd":
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise TypeError("must be real number, not " + type(v).__name__)
        v = float(v)
        return _struct.unpack("f", _struct.pack("f", v))[0] if code == "f" else v
    if not isinstance(v, int):
        raise TypeError("'" + type(v).__name__ + "' object cannot be interpreted as an integer")
    lo, hi, big, small = _RANGE[code]
    if v > hi or v < lo:
        # a value past a C long fails its conversion to one before the type's own check
        if code in "bBhHi" and not -2**63 <= v < 2**63:
            raise OverflowError(_C_LONG)
        if code == "I" and v >= 2**64:
            raise OverflowError("Python int too large to convert to C unsigned long")
        raise OverflowError(big if v > hi else small)
    return int(v)


class array:
    def __init__(self, typecode, initializer=None):
        if not isinstance(typecode, str) or len(typecode) != 1 or typecode not in _SIZE:
            raise ValueError("bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)")
        self.typecode = typecode
        self.itemsize = _SIZE[typecode]
        self._v = []
        if initializer is None:
            return
        if isinstance(initializer, str):
            if typecode != "u":
                raise TypeError("cannot use a str to initialize an array with typecode '" + typecode + "'")
            self._v = list(initializer)
        elif isinstance(initializer, bytes):
            self.frombytes(initializer)
        elif isinstance(initializer, array):
            if typecode == "u" and initializer.typecode != "u":
                raise TypeError("cannot use a unicode array to initialize an array with typecode '" + typecode + "'")
            self._v = [_check(typecode, x) for x in initializer._v]
        else:
            self._v = [_check(typecode, x) for x in initializer]

    def _new(self, values):
        out = array(self.typecode)
        out._v = values
        return out

    def __len__(self):
        return len(self._v)

    def __iter__(self):
        return iter(list(self._v))

    def __contains__(self, x):
        return x in self._v

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self._new(self._v[i])
        if not -len(self._v) <= i < len(self._v):
            raise IndexError("array index out of range")
        return self._v[i]

    def __setitem__(self, i, value):
        if isinstance(i, slice):
            if not isinstance(value, array):
                raise TypeError("can only assign array (not \"" + type(value).__name__ + "\") to array slice")
            if value.typecode != self.typecode:
                raise TypeError("bad argument type for built-in operation")
            self._v[i] = list(value._v)
            return
        if not -len(self._v) <= i < len(self._v):
            raise IndexError("array assignment index out of range")
        self._v[i] = _check(self.typecode, value)

    def __delitem__(self, i):
        if not isinstance(i, slice) and not -len(self._v) <= i < len(self._v):
            raise IndexError("array assignment index out of range")
        del self._v[i]

    def __add__(self, other):
        if not isinstance(other, array):
            raise TypeError("can only append array (not \"" + type(other).__name__ + "\") to array")
        if other.typecode != self.typecode:
            raise TypeError("bad argument type for built-in operation")
        return self._new(self._v + other._v)

    def __iadd__(self, other):
        self.extend(other)
        return self

    def __mul__(self, n):
        return self._new(self._v * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self._v = self._v * n
        return self

    def __eq__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._v == other._v

    def __ne__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._v != other._v

    def __lt__(self, other):
        return self._v < other._v

    def __le__(self, other):
        return self._v <= other._v

    def __gt__(self, other):
        return self._v > other._v

    def __ge__(self, other):
        return self._v >= other._v

    def __repr__(self):
        if not self._v:
            return "array('" + self.typecode + "')"
        if self.typecode == "u":
            return "array('u', " + repr("".join(self._v)) + ")"
        return "array('" + self.typecode + "', " + repr(self._v) + ")"

    def __copy__(self):
        return self._new(list(self._v))

    def __deepcopy__(self, memo):
        return self._new(list(self._v))

    def append(self, x):
        self._v.append(_check(self.typecode, x))

    def extend(self, items):
        if isinstance(items, array):
            if items.typecode != self.typecode:
                raise TypeError("can only extend with array of same kind")
            self._v.extend(items._v)
            return
        self._v.extend([_check(self.typecode, x) for x in items])

    def fromlist(self, items):
        if not isinstance(items, list):
            raise TypeError("arg must be list")
        self._v.extend([_check(self.typecode, x) for x in items])

    def insert(self, i, x):
        self._v.insert(i, _check(self.typecode, x))

    def pop(self, i=-1):
        if not self._v:
            raise IndexError("pop from empty array")
        if not -len(self._v) <= i < len(self._v):
            raise IndexError("pop index out of range")
        return self._v.pop(i)

    def remove(self, x):
        if x not in self._v:
            raise ValueError("array.remove(x): x not in array")
        self._v.remove(x)

    def index(self, x, start=0, stop=None):
        n = len(self._v)
        stop = n if stop is None else stop
        for k in range(*slice(start, stop).indices(n)):
            if self._v[k] == x:
                return k
        raise ValueError("array.index(x): x not in array")

    def count(self, x):
        return self._v.count(x)

    def reverse(self):
        self._v.reverse()

    def tolist(self):
        return list(self._v)

    def tobytes(self):
        if self.typecode == "u":
            return _struct.pack("<" + "I" * len(self._v), *[ord(c) for c in self._v])
        return _struct.pack("<" + self.typecode.replace("l", "q").replace("L", "Q") * len(self._v), *self._v)

    def frombytes(self, data):
        if len(data) % self.itemsize:
            raise ValueError("bytes length not a multiple of item size")
        n = len(data) // self.itemsize
        if self.typecode == "u":
            self._v.extend(chr(x) for x in _struct.unpack("<" + "I" * n, data))
            return
        self._v.extend(_struct.unpack("<" + self.typecode.replace("l", "q").replace("L", "Q") * n, data))

    def tounicode(self):
        if self.typecode != "u":
            raise ValueError("tounicode() may only be called on unicode type arrays")
        return "".join(self._v)

    def fromunicode(self, s):
        if self.typecode != "u":
            raise ValueError("fromunicode() may only be called on unicode type arrays")
        self._v.extend(s)

    def byteswap(self):
        if self.itemsize == 1:
            return
        code = self.typecode.replace("l", "q").replace("L", "Q").replace("u", "I")
        vals = [ord(c) for c in self._v] if self.typecode == "u" else self._v
        swapped = []
        for v in vals:
            raw = _struct.pack("<" + code, v)
            swapped.append(_struct.unpack(">" + code, raw)[0])
        self._v = [chr(v) for v in swapped] if self.typecode == "u" else swapped

    def buffer_info(self):
        return (0, len(self._v))


ArrayType = array

__all__ = ["array", "ArrayType", "typecodes"]
