# The built-in complex type, after CPython 3.11's Objects/complexobject.c
# (arithmetic, repr, hash, parsing) and Python/formatter_unicode.c (format).
# Lowered with programs that use imaginary literals, `complex` or cmath
# (python_lowerer.cpp); `2j` lowers to complex(0.0, 2.0).
import math

_HASH_IMAG = 1000003  # CPython's _PyHASH_IMAG
_MASK = (1 << 64) - 1


def _c(re, im):
    # a complex from two floats, without __init__'s argument checks
    z = __py_new_instance(complex)
    z.real = re
    z.imag = im
    return z


def _as_complex(x):
    # int/float/bool/complex operand as a complex, None for anything else
    if isinstance(x, complex):
        return x
    if isinstance(x, (float, int)):
        return _c(float(x), 0.0)
    return None


def _operand_error(op, a, b):
    if op == "+" and isinstance(a, (str, list, tuple)):
        return TypeError('can only concatenate %s (not "%s") to %s' % (type(a).__name__, type(b).__name__, type(a).__name__))
    if op == "*" and isinstance(a, (str, list, tuple)) or op == "*" and isinstance(b, (str, list, tuple)):
        return TypeError("can't multiply sequence by non-int of type 'complex'")
    return TypeError("unsupported operand type(s) for %s: '%s' and '%s'" % (op, type(a).__name__, type(b).__name__))


def _prod(a, b):
    return _c(a.real * b.real - a.imag * b.imag, a.real * b.imag + a.imag * b.real)


def _quot(a, b):
    # _Py_c_quot (Smith's method); None on division by zero
    abs_breal = -b.real if b.real < 0 else b.real
    abs_bimag = -b.imag if b.imag < 0 else b.imag
    if abs_breal >= abs_bimag:
        if abs_breal == 0.0:
            return None
        ratio = b.imag / b.real
        denom = b.real + b.imag * ratio
        return _c((a.real + a.imag * ratio) / denom, (a.imag - a.real * ratio) / denom)
    if abs_bimag >= abs_breal:
        ratio = b.real / b.imag
        denom = b.real * ratio + b.imag
        return _c((a.real * ratio + a.imag) / denom, (a.imag * ratio - a.real) / denom)
    return _c(math.nan, math.nan)  # a NaN in b


def _powu(x, n):
    r = _c(1.0, 0.0)
    p = x
    mask = 1
    while n >= mask:
        if n & mask:
            r = _prod(r, p)
        mask <<= 1
        p = _prod(p, p)
    return r


def _pow(a, b):
    # complex_pow: small integral exponents by repeated squaring, else polar
    if b.imag == 0.0 and b.real == math.floor(b.real) and math.fabs(b.real) <= 100.0:
        n = int(b.real)
        if n >= 0:
            r = _powu(a, n)
        else:
            r = _quot(_c(1.0, 0.0), _powu(a, -n))
            if r is None:
                raise ZeroDivisionError("0.0 to a negative or complex power")
    elif b.real == 0.0 and b.imag == 0.0:
        r = _c(1.0, 0.0)
    elif a.real == 0.0 and a.imag == 0.0:
        if b.imag != 0.0 or b.real < 0.0:
            raise ZeroDivisionError("0.0 to a negative or complex power")
        r = _c(0.0, 0.0)
    else:
        vabs = math.hypot(a.real, a.imag)
        length = math.pow(vabs, b.real)
        at = math.atan2(a.imag, a.real)
        phase = at * b.real
        if b.imag != 0.0:
            length /= math.exp(at * b.imag)
            phase += b.imag * math.log(vabs)
        r = _c(length * math.cos(phase), length * math.sin(phase))
    if math.isinf(r.real) or math.isinf(r.imag):
        raise OverflowError("complex exponentiation")
    return r


def _part_repr(x):
    # repr of a float as complex_repr writes it: no ".0" added
    s = repr(x)
    return s[:-2] if s.endswith(".0") else s


def _float_hash(x):
    return hash(x)


def _parse(s):
    # complex_subtype_from_string: "1", "2j", "-j", "1+2j", "(1-2.5e3J)", "nan+infj"
    s = s.strip()
    if s.startswith("(") and s.endswith(")"):
        s = s[1:-1].strip()
    n = len(s)
    pos = 0

    def number(i):
        # the longest float at s[i:] (sign included): (value, end) or None
        j = i
        if j < n and s[j] in "+-":
            j += 1
        k = j
        while k < n and (s[k].isalpha() and s[k] not in "jJ"):
            k += 1
        word = s[j:k].lower()
        if word in ("inf", "infinity", "nan"):
            return float(s[i:k]), k
        digits = False
        k = j
        while k < n and (s[k].isdigit() or s[k] == "_" and digits and k + 1 < n and s[k + 1].isdigit()):
            digits = True
            k += 1
        if k < n and s[k] == ".":
            k += 1
            frac = False
            while k < n and (s[k].isdigit() or s[k] == "_" and frac and k + 1 < n and s[k + 1].isdigit()):
                frac = True
                k += 1
            digits = digits or frac
        if not digits:
            return None
        if k < n and s[k] in "eE":
            e = k + 1
            if e < n and s[e] in "+-":
                e += 1
            if e < n and s[e].isdigit():
                while e < n and s[e].isdigit():
                    e += 1
                k = e
        return float(s[i:k].replace("_", "")), k

    real = 0.0
    imag = 0.0
    got = number(0)
    if got is not None:
        x, pos = got
        if pos < n and s[pos] in "jJ":
            imag = x
            pos += 1
        elif pos < n and s[pos] in "+-":
            real = x
            got = number(pos)
            if got is not None:
                imag, pos = got
            elif pos + 1 < n and s[pos + 1] in "jJ":
                imag = -1.0 if s[pos] == "-" else 1.0
                pos += 1
            else:
                pos = -1
            if pos >= 0 and pos < n and s[pos] in "jJ":
                pos += 1
            else:
                pos = -1
        else:
            real = x
    else:
        i = 0
        sign = 1.0
        if i < n and s[i] in "+-":
            sign = -1.0 if s[i] == "-" else 1.0
            i += 1
        if i < n and s[i] in "jJ":
            imag = sign
            pos = i + 1
        else:
            pos = -1
    if pos != n or n == 0:
        raise ValueError("complex() arg is a malformed string")
    return real, imag


def _spec(spec):
    # [[fill]align][sign][#][0][width][,|_][.precision][type]
    i = 0
    fill = " "
    align = ""
    if len(spec) >= 2 and spec[1] in "<>^=":
        fill = spec[0]
        align = spec[1]
        i = 2
    elif spec and spec[0] in "<>^=":
        align = spec[0]
        i = 1
    sign = ""
    if i < len(spec) and spec[i] in "+- ":
        sign = spec[i]
        i += 1
    alt = ""
    if i < len(spec) and spec[i] == "#":
        alt = "#"
        i += 1
    zero = False
    if i < len(spec) and spec[i] == "0":
        zero = True
        i += 1
    w = i
    while i < len(spec) and spec[i].isdigit():
        i += 1
    width = int(spec[w:i]) if i > w else 0
    group = ""
    if i < len(spec) and spec[i] in ",_":
        group = spec[i]
        i += 1
    prec = -1
    if i < len(spec) and spec[i] == ".":
        p = i + 1
        i = p
        while i < len(spec) and spec[i].isdigit():
            i += 1
        prec = int(spec[p:i]) if i > p else 0
    kind = spec[i:]
    if len(kind) > 1:
        raise ValueError("Invalid format specifier")
    return fill, align, sign, alt, zero, width, group, prec, kind


class complex:
    __module__ = "builtins"

    def __init__(self, real=0.0, imag=None):
        if isinstance(real, (float, int)) and (imag is None or isinstance(imag, (float, int))):
            # two real numbers: the common case first (and the one an unknown value takes)
            self.real = float(real)
            self.imag = 0.0 if imag is None else float(imag)
            return
        if isinstance(real, str):
            if imag is not None:
                raise TypeError("complex() can't take second arg if first is a string")
            self.real, self.imag = _parse(real)
            return
        if isinstance(imag, str):
            raise TypeError("complex() second arg can't be a string")
        r = _as_complex(real)
        if r is None and hasattr(real, "__complex__"):
            r = real.__complex__()
        if r is None and hasattr(real, "__float__"):
            r = _c(real.__float__(), 0.0)
        if r is None and hasattr(real, "__index__"):
            r = _c(float(real.__index__()), 0.0)
        if r is None:
            raise TypeError("complex() first argument must be a string or a number, not '%s'" % type(real).__name__)
        if imag is None:
            self.real = r.real
            self.imag = r.imag
            return
        i = _as_complex(imag)
        if i is None:
            raise TypeError("complex() second argument must be a number, not '%s'" % type(imag).__name__)
        # complex(a, b) is a + b*1j, with b's own imaginary part folded in
        self.real = r.real - i.imag if isinstance(imag, complex) else r.real
        self.imag = r.imag + i.real if isinstance(real, complex) else i.real

    def conjugate(self):
        return _c(self.real, -self.imag)

    def __complex__(self):
        return self

    def __getnewargs__(self):
        return (self.real, self.imag)

    def __repr__(self):
        if self.real == 0.0 and math.copysign(1.0, self.real) == 1.0:
            return _part_repr(self.imag) + "j"
        im = _part_repr(self.imag)
        if im[0] != "-":
            im = "+" + im
        return "(" + _part_repr(self.real) + im + "j)"

    def __str__(self):
        return self.__repr__()

    def __format__(self, spec):
        if spec == "":
            return self.__repr__()
        fill, align, sign, alt, zero, width, group, prec, kind = _spec(spec)
        if zero:
            raise ValueError("Zero padding is not allowed in complex format specifier")
        if align == "=":
            raise ValueError("'=' alignment flag is not allowed in complex format specifier")
        if kind not in ("", "e", "E", "f", "F", "g", "G", "n"):
            raise ValueError("Unknown format code '%s' for object of type 'complex'" % kind)
        parens = False
        skip_re = False
        if kind == "":
            # like str(self), with the spec's precision and padding
            if self.real == 0.0 and math.copysign(1.0, self.real) == 1.0:
                skip_re = True
            else:
                parens = True
            kind = "r" if prec < 0 else "g"
        if kind == "n":
            kind = "g"
        tail = group + ("." + str(prec) if prec >= 0 else "")
        if kind == "r":
            re = _part_repr(self.real)
            im = _part_repr(self.imag)
            if sign in "+ " and re[0] != "-":
                re = sign + re
        else:
            re = format(self.real, sign + alt + tail + kind)
            im = format(self.imag, alt + tail + kind)
        if skip_re:
            body = (sign if sign in "+ " and im[0] != "-" else "") + im + "j"
        else:
            if im[0] != "-":
                im = "+" + im
            body = re + im + "j"
        if parens:
            body = "(" + body + ")"
        pad = width - len(body)
        if pad <= 0:
            return body
        if align == "<":
            return body + fill * pad
        if align == "^":
            return fill * (pad // 2) + body + fill * (pad - pad // 2)
        return fill * pad + body

    def __hash__(self):
        h = (_float_hash(self.real) + _HASH_IMAG * _float_hash(self.imag)) & _MASK
        if h >= 1 << 63:
            h -= 1 << 64
        return -2 if h == -1 else h

    def __eq__(self, other):
        if isinstance(other, complex):
            return self.real == other.real and self.imag == other.imag
        if isinstance(other, (int, float)):
            return self.imag == 0.0 and self.real == other
        return False

    def __ne__(self, other):
        return not self.__eq__(other)

    def __bool__(self):
        return self.real != 0.0 or self.imag != 0.0

    def __neg__(self):
        return _c(-self.real, -self.imag)

    def __pos__(self):
        return _c(self.real, self.imag)

    def __abs__(self):
        if math.isinf(self.real) or math.isinf(self.imag):
            return math.inf
        if math.isnan(self.real) or math.isnan(self.imag):
            return math.nan
        r = math.hypot(self.real, self.imag)
        if math.isinf(r):
            raise OverflowError("absolute value too large")
        return r

    def __add__(self, other):
        o = _as_complex(other)
        if o is None:
            raise _operand_error("+", self, other)
        return _c(self.real + o.real, self.imag + o.imag)

    def __radd__(self, other):
        o = _as_complex(other)
        if o is None:
            raise _operand_error("+", other, self)
        return _c(o.real + self.real, o.imag + self.imag)

    def __sub__(self, other):
        o = _as_complex(other)
        if o is None:
            raise _operand_error("-", self, other)
        return _c(self.real - o.real, self.imag - o.imag)

    def __rsub__(self, other):
        o = _as_complex(other)
        if o is None:
            raise _operand_error("-", other, self)
        return _c(o.real - self.real, o.imag - self.imag)

    def __mul__(self, other):
        o = _as_complex(other)
        if o is None:
            raise _operand_error("*", self, other)
        return _prod(self, o)

    def __rmul__(self, other):
        o = _as_complex(other)
        if o is None:
            raise _operand_error("*", other, self)
        return _prod(o, self)

    def __truediv__(self, other):
        o = _as_complex(other)
        if o is None:
            raise _operand_error("/", self, other)
        r = _quot(self, o)
        if r is None:
            raise ZeroDivisionError("complex division by zero")
        return r

    def __rtruediv__(self, other):
        o = _as_complex(other)
        if o is None:
            raise _operand_error("/", other, self)
        r = _quot(o, self)
        if r is None:
            raise ZeroDivisionError("complex division by zero")
        return r

    def __floordiv__(self, other):
        raise _operand_error("//", self, other)

    def __rfloordiv__(self, other):
        raise _operand_error("//", other, self)

    def __mod__(self, other):
        raise _operand_error("%", self, other)

    def __rmod__(self, other):
        raise _operand_error("%", other, self)

    def __divmod__(self, other):
        raise _operand_error("divmod()", self, other)

    def __rdivmod__(self, other):
        raise _operand_error("divmod()", other, self)

    def __pow__(self, other):
        o = _as_complex(other)
        if o is None:
            raise _operand_error("** or pow()", self, other)
        return _pow(self, o)

    def __rpow__(self, other):
        o = _as_complex(other)
        if o is None:
            raise _operand_error("** or pow()", other, self)
        return _pow(o, self)


__py_complex_type(complex)

__all__ = ["complex"]
