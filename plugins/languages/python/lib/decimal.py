# decimal, written for RedDragon's VM (lowered with the programs that import
# it). Follows CPython 3.11's decimal (the General Decimal Arithmetic
# specification) for finite numbers: a value is sign, integer coefficient
# and exponent; results are rounded to the context's precision with its
# rounding mode (28 digits, ROUND_HALF_EVEN by default); str/repr, format,
# quantize, comparisons with int and float, and hashes are CPython's.
# Infinities and NaNs, signals other than raising DivisionByZero and
# InvalidOperation, and the transcendental functions are not modelled.

__all__ = ["Decimal", "Context", "getcontext", "setcontext", "localcontext", "DecimalException",
           "InvalidOperation", "DivisionByZero", "ROUND_HALF_EVEN", "ROUND_HALF_UP", "ROUND_HALF_DOWN",
           "ROUND_UP", "ROUND_DOWN", "ROUND_CEILING", "ROUND_FLOOR", "ROUND_05UP", "BasicContext",
           "DefaultContext", "ExtendedContext", "MAX_PREC", "DecimalTuple"]

from collections import namedtuple

DecimalTuple = namedtuple("DecimalTuple", "sign digits exponent")

ROUND_DOWN = "ROUND_DOWN"
ROUND_HALF_UP = "ROUND_HALF_UP"
ROUND_HALF_EVEN = "ROUND_HALF_EVEN"
ROUND_CEILING = "ROUND_CEILING"
ROUND_FLOOR = "ROUND_FLOOR"
ROUND_UP = "ROUND_UP"
ROUND_HALF_DOWN = "ROUND_HALF_DOWN"
ROUND_05UP = "ROUND_05UP"
MAX_PREC = 999999999999999999

_HASH_MODULUS = 2305843009213693951
_HASH_10INV = pow(10, _HASH_MODULUS - 2, _HASH_MODULUS)


class DecimalException(ArithmeticError):
    pass


class InvalidOperation(DecimalException):
    pass


class DivisionByZero(DecimalException, ZeroDivisionError):
    pass


class Context:
    def __init__(self, prec=28, rounding=ROUND_HALF_EVEN, Emin=-999999, Emax=999999, capitals=1, clamp=0,
                 flags=None, traps=None):
        self.prec = prec
        self.rounding = rounding
        self.Emin = Emin
        self.Emax = Emax
        self.capitals = capitals
        self.clamp = clamp

    def copy(self):
        return Context(self.prec, self.rounding, self.Emin, self.Emax, self.capitals, self.clamp)

    def __repr__(self):
        return ("Context(prec=%d, rounding=%s, Emin=%d, Emax=%d, capitals=%d, clamp=%d, "
                "flags=[], traps=[InvalidOperation, DivisionByZero, Overflow])"
                % (self.prec, self.rounding, self.Emin, self.Emax, self.capitals, self.clamp))

    def create_decimal(self, value="0"):
        return Decimal(value)._fix(self)


DefaultContext = Context()
BasicContext = Context(prec=9, rounding=ROUND_HALF_UP)
ExtendedContext = Context(prec=9)
_current = [DefaultContext.copy()]


def getcontext():
    return _current[0]


def setcontext(context):
    _current[0] = context


class _LocalContext:
    def __init__(self, ctx, prec, rounding):
        self.ctx = ctx
        self.prec = prec
        self.rounding = rounding

    def __enter__(self):
        self.saved = _current[0]
        new = (self.ctx if self.ctx is not None else self.saved).copy()
        if self.prec is not None:
            new.prec = self.prec
        if self.rounding is not None:
            new.rounding = self.rounding
        _current[0] = new
        return new

    def __exit__(self, *exc):
        _current[0] = self.saved
        return False


def localcontext(ctx=None, prec=None, rounding=None):
    return _LocalContext(ctx, prec, rounding)


def _round_up(mode, sign, kept, dropped, ndropped):
    # whether to add one to `kept` after dropping `ndropped` digits worth `dropped`
    if dropped == 0:
        return False
    half = 5 * 10 ** (ndropped - 1)
    if mode == ROUND_HALF_EVEN:
        return dropped > half or (dropped == half and kept % 2 == 1)
    if mode == ROUND_HALF_UP:
        return dropped >= half
    if mode == ROUND_HALF_DOWN:
        return dropped > half
    if mode == ROUND_DOWN:
        return False
    if mode == ROUND_UP:
        return True
    if mode == ROUND_CEILING:
        return sign == 0
    if mode == ROUND_FLOOR:
        return sign == 1
    if mode == ROUND_05UP:
        return kept % 10 in (0, 5)
    raise ValueError("invalid rounding mode")


def _shift_round(sign, coeff, n, mode):
    # coeff with its last n digits rounded off
    if n <= 0:
        return coeff * 10 ** (-n)
    p = 10 ** n
    kept, dropped = divmod(coeff, p)
    if _round_up(mode, sign, kept, dropped, n):
        kept += 1
    return kept


def _parse(text):
    s = text.strip().replace("_", "")
    bad = InvalidOperation("[<class 'decimal.ConversionSyntax'>]")
    if not s:
        raise bad
    sign = 0
    if s[0] in "+-":
        sign = 1 if s[0] == "-" else 0
        s = s[1:]
    exp = 0
    low = s.lower()
    if "e" in low:
        k = low.index("e")
        tail = s[k + 1:]
        s = s[:k]
        t = tail[1:] if tail[:1] in ("+", "-") else tail
        if not t or not t.isdigit():
            raise bad
        exp = int(tail)
    if "." in s:
        whole, frac = s.split(".", 1)
    else:
        whole, frac = s, ""
    if (not whole and not frac) or (whole and not whole.isdigit()) or (frac and not frac.isdigit()):
        raise bad
    return sign, int(whole + frac), exp - len(frac)


class Decimal:
    def __init__(self, value="0", context=None):
        if isinstance(value, Decimal):
            self._sign, self._int, self._exp = value._sign, value._int, value._exp
        elif isinstance(value, bool) or isinstance(value, int):
            self._sign = 1 if value < 0 else 0
            self._int = -value if value < 0 else int(value)
            self._exp = 0
        elif isinstance(value, float):
            d = Decimal.from_float(value)
            self._sign, self._int, self._exp = d._sign, d._int, d._exp
        elif isinstance(value, str):
            self._sign, self._int, self._exp = _parse(value)
        elif isinstance(value, tuple) or isinstance(value, list):
            sign, digits, exp = value
            self._sign = sign
            self._int = int("".join(str(x) for x in digits) or "0")
            self._exp = exp
        else:
            raise TypeError("conversion from %s to Decimal is not supported" % type(value).__name__)

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            return cls(f)
        if f != f or f in (float("inf"), float("-inf")):
            raise InvalidOperation("NaN and infinities are not modelled")
        sign = 1 if (f < 0 or (f == 0 and str(f).startswith("-"))) else 0
        n, d = abs(f).as_integer_ratio()
        k = 0
        while d > 1:
            d //= 2
            k += 1
        return _make(sign, n * 5 ** k, -k)

    # -- rounding ---------------------------------------------------------
    def _fix(self, ctx=None):
        ctx = ctx or getcontext()
        digits = len(str(self._int))
        if digits <= ctx.prec:
            return self
        drop = digits - ctx.prec
        c = _shift_round(self._sign, self._int, drop, ctx.rounding)
        e = self._exp + drop
        if len(str(c)) > ctx.prec:
            c //= 10
            e += 1
        return _make(self._sign, c, e)

    # -- conversions ------------------------------------------------------
    def __str__(self):
        return self._to_str(True)

    def _to_str(self, eng_capital):
        if self._exp == "F":
            return "-Infinity" if self._sign else "Infinity"
        digits = str(self._int)
        sign = "-" if self._sign else ""
        adjusted = self._exp + len(digits) - 1
        if self._exp <= 0 and adjusted >= -6:
            if self._exp == 0:
                return sign + digits
            point = len(digits) + self._exp
            if point > 0:
                return sign + digits[:point] + "." + digits[point:]
            return sign + "0." + "0" * (-point) + digits
        body = digits[0] + ("." + digits[1:] if len(digits) > 1 else "")
        return sign + body + "E" + ("+" if adjusted >= 0 else "") + str(adjusted)

    def __repr__(self):
        return "Decimal('%s')" % self

    def __float__(self):
        return float(str(self))

    def __int__(self):
        if self._exp == "F":
            raise OverflowError("cannot convert Infinity to integer")
        if self._exp >= 0:
            v = self._int * 10 ** self._exp
        else:
            v = self._int // 10 ** (-self._exp)
        return -v if self._sign else v

    __trunc__ = __int__

    def __bool__(self):
        return self._int != 0 or self._exp == "F"

    def __hash__(self):
        if self._exp == "F":
            return -314159 if self._sign else 314159
        if self._exp >= 0:
            exp_hash = pow(10, self._exp, _HASH_MODULUS)
        else:
            exp_hash = pow(_HASH_10INV, -self._exp, _HASH_MODULUS)
        h = self._int * exp_hash % _HASH_MODULUS
        ans = -h if self._sign else h
        return -2 if ans == -1 else ans

    def as_tuple(self):
        return DecimalTuple(self._sign, tuple(int(c) for c in str(self._int)), self._exp)

    def as_integer_ratio(self):
        n = self._int
        d = 1
        if self._exp >= 0:
            n *= 10 ** self._exp
        else:
            d = 10 ** (-self._exp)
        a, b = n, d
        while b:
            a, b = b, a % b
        n //= a
        d //= a
        return (-n if self._sign else n), d

    def adjusted(self):
        return self._exp + len(str(self._int)) - 1

    def is_zero(self):
        return self._int == 0

    def is_signed(self):
        return self._sign == 1

    def is_finite(self):
        return self._exp != "F"

    def is_nan(self):
        return False

    def is_infinite(self):
        return self._exp == "F"

    def copy_abs(self):
        return _make(0, self._int, self._exp)

    def copy_negate(self):
        return _make(1 - self._sign, self._int, self._exp)

    def copy_sign(self, other):
        return _make(_dec(other)._sign, self._int, self._exp)

    # -- comparisons ------------------------------------------------------
    def _cmp(self, other):
        a, b = self, other
        if a._exp == "F" or b._exp == "F":  # an infinity: only its sign counts
            ra = (-1 if a._sign else 1) if a._exp == "F" else 0
            rb = (-1 if b._sign else 1) if b._exp == "F" else 0
            return (ra > rb) - (ra < rb)
        if a._int == 0 and b._int == 0:
            return 0
        if a._sign != b._sign:
            return -1 if a._sign else 1
        e = min(a._exp, b._exp)
        x = a._int * 10 ** (a._exp - e)
        y = b._int * 10 ** (b._exp - e)
        r = (x > y) - (x < y)
        return -r if a._sign else r

    def _other(self, other):
        if isinstance(other, Decimal):
            return other
        if isinstance(other, bool) or isinstance(other, int):
            return Decimal(other)
        if isinstance(other, float):
            if other != other:
                return None
            return Decimal.from_float(other)
        return None

    # Each case answers as CPython ends up after its NotImplemented fallbacks.
    def __eq__(self, other):
        o = self._other(other)
        if o is None:
            return False
        return self._cmp(o) == 0

    def __ne__(self, other):
        o = self._other(other)
        if o is None:
            return True
        return self._cmp(o) != 0

    def __lt__(self, other):
        o = self._other(other)
        if o is None:
            raise _order_error("<", self, other)
        return self._cmp(o) < 0

    def __le__(self, other):
        o = self._other(other)
        if o is None:
            raise _order_error("<=", self, other)
        return self._cmp(o) <= 0

    def __gt__(self, other):
        o = self._other(other)
        if o is None:
            raise _order_error(">", self, other)
        return self._cmp(o) > 0

    def __ge__(self, other):
        o = self._other(other)
        if o is None:
            raise _order_error(">=", self, other)
        return self._cmp(o) >= 0

    def compare(self, other):
        return Decimal(self._cmp(_dec(other)))

    def max(self, other):
        o = _dec(other)
        return (o if self._cmp(o) < 0 else self)._fix()

    def min(self, other):
        o = _dec(other)
        return (o if self._cmp(o) > 0 else self)._fix()

    # -- arithmetic -------------------------------------------------------
    def __neg__(self):
        if self._exp == "F":
            return _infinity(1 - self._sign)
        if self._int == 0:
            return _make(0, 0, self._exp)._fix()
        return _make(1 - self._sign, self._int, self._exp)._fix()

    def __pos__(self):
        if self._exp == "F":
            return self
        if self._int == 0:
            return _make(0, 0, self._exp)._fix()
        return self._fix()

    def __abs__(self):
        if self._exp == "F":
            return _infinity(0)
        return _make(0, self._int, self._exp)._fix()

    def __add__(self, other):
        o = _arith(other)
        if o is None:
            raise _operand_error("+", self, other)
        e = min(self._exp, o._exp)
        x = self._int * 10 ** (self._exp - e)
        y = o._int * 10 ** (o._exp - e)
        if self._sign:
            x = -x
        if o._sign:
            y = -y
        s = x + y
        if s == 0:
            rounding = getcontext().rounding
            neg = (self._sign and o._sign) or (rounding == ROUND_FLOOR and self._sign != o._sign)
            return _make(1 if neg else 0, 0, e)._fix()
        return _make(1 if s < 0 else 0, abs(s), e)._fix()

    def __radd__(self, other):
        o = _arith(other)
        if o is None:
            raise _operand_error("+", other, self)
        return o.__add__(self)

    def __sub__(self, other):
        o = _arith(other)
        if o is None:
            raise _operand_error("-", self, other)
        return self.__add__(_make(1 - o._sign, o._int, o._exp))

    def __rsub__(self, other):
        o = _arith(other)
        if o is None:
            raise _operand_error("-", other, self)
        return o.__sub__(self)

    def __mul__(self, other):
        o = _arith(other)
        if o is None:
            raise _operand_error("*", self, other)
        return _make(self._sign ^ o._sign, self._int * o._int, self._exp + o._exp)._fix()

    def __rmul__(self, other):
        o = _arith(other)
        if o is None:
            raise _operand_error("*", other, self)
        return o.__mul__(self)

    def __truediv__(self, other):
        o = _arith(other)
        if o is None:
            raise _operand_error("/", self, other)
        sign = self._sign ^ o._sign
        if o._int == 0:
            if self._int == 0:
                raise InvalidOperation("[<class 'decimal.DivisionUndefined'>]")
            raise DivisionByZero("[<class 'decimal.DivisionByZero'>]")
        ideal = self._exp - o._exp
        if self._int == 0:
            return _make(sign, 0, ideal)._fix()
        prec = getcontext().prec
        shift = len(str(o._int)) - len(str(self._int)) + prec + 1
        exp = self._exp - o._exp - shift
        if shift >= 0:
            coeff, rem = divmod(self._int * 10 ** shift, o._int)
        else:
            coeff, rem = divmod(self._int, o._int * 10 ** (-shift))
        if rem:
            if coeff % 5 == 0:
                coeff += 1  # sticky digit: the quotient is inexact
        else:
            while exp < ideal and coeff % 10 == 0:
                coeff //= 10
                exp += 1
        return _make(sign, coeff, exp)._fix()

    def __rtruediv__(self, other):
        o = _arith(other)
        if o is None:
            raise _operand_error("/", other, self)
        return o.__truediv__(self)

    def _divmod(self, o):
        # integer part truncated toward zero, remainder with the dividend's sign
        if o._int == 0:
            if self._int == 0:
                raise InvalidOperation("[<class 'decimal.DivisionUndefined'>]")
            raise DivisionByZero("[<class 'decimal.DivisionByZero'>]")
        e = min(self._exp, o._exp)
        x = self._int * 10 ** (self._exp - e)
        y = o._int * 10 ** (o._exp - e)
        q, r = divmod(x, y)
        sign = self._sign ^ o._sign
        return _make(sign, q, 0)._fix(), _make(self._sign, r, e)._fix()

    def __floordiv__(self, other):
        o = _arith(other)
        if o is None:
            raise _operand_error("//", self, other)
        return self._divmod(o)[0]

    def __rfloordiv__(self, other):
        o = _arith(other)
        if o is None:
            raise _operand_error("//", other, self)
        return o._divmod(self)[0]

    def __mod__(self, other):
        o = _arith(other)
        if o is None:
            raise _operand_error("%", self, other)
        if o._int == 0:
            raise InvalidOperation("[<class 'decimal.InvalidOperation'>]")
        return self._divmod(o)[1]

    def __rmod__(self, other):
        o = _arith(other)
        if o is None:
            raise _operand_error("%", other, self)
        return o.__mod__(self)

    def __divmod__(self, other):
        o = _arith(other)
        if o is None:
            raise _operand_error("divmod()", self, other)
        return self._divmod(o)

    def __pow__(self, other, modulo=None):
        o = _arith(other)
        if o is None:
            raise _operand_error("** or pow()", self, other)
        if o._exp < 0 and o._int % 10 ** (-o._exp) != 0:
            raise InvalidOperation("non-integer powers are not modelled")
        n = int(o)
        if n == 0:
            if self._int == 0:
                raise InvalidOperation("[<class 'decimal.InvalidOperation'>]")
            return Decimal(1)
        if n < 0:
            if self._int == 0:  # 0 ** -n is an infinity (no signal), its sign as 0 ** n's
                return _infinity(self._sign if n % 2 == 1 else 0)
            return Decimal(1) / self.__pow__(Decimal(-n))
        sign = self._sign if n % 2 == 1 else 0
        if self._int == 0:
            return _make(sign, 0, 0)
        return _make(sign, self._int ** n, self._exp * n)._fix()

    def __rpow__(self, other):
        o = _arith(other)
        if o is None:
            raise _operand_error("** or pow()", other, self)
        return o.__pow__(self)

    # -- rounding to an exponent -------------------------------------------
    def quantize(self, exp, rounding=None, context=None):
        ctx = context or getcontext()
        e = _dec(exp)._exp
        mode = rounding or ctx.rounding
        c = _shift_round(self._sign, self._int, e - self._exp, mode)
        if len(str(c)) > ctx.prec:
            raise InvalidOperation("[<class 'decimal.InvalidOperation'>]")
        return _make(self._sign, c, e)

    def to_integral_value(self, rounding=None, context=None):
        if self._exp >= 0:
            return self
        mode = rounding or (context or getcontext()).rounding
        return _make(self._sign, _shift_round(self._sign, self._int, -self._exp, mode), 0)

    to_integral = to_integral_value

    def to_integral_exact(self, rounding=None, context=None):
        return self.to_integral_value(rounding, context)

    def normalize(self, context=None):
        d = self._fix(context)
        if d._int == 0:
            return _make(d._sign, 0, 0)
        c, e = d._int, d._exp
        while c % 10 == 0:
            c //= 10
            e += 1
        return _make(d._sign, c, e)

    def sqrt(self, context=None):
        ctx = context or getcontext()
        if self._sign and self._int:
            raise InvalidOperation("[<class 'decimal.InvalidOperation'>]")
        if self._int == 0:
            return _make(self._sign, 0, self._exp // 2)
        # exact digits first: an integer square root with prec+1 digits, then round
        prec = ctx.prec
        e = self._exp
        c = self._int
        if e % 2:
            c *= 10
            e -= 1
        l = (len(str(c)) + 1) // 2
        shift = prec + 1 - l
        if shift >= 0:
            c *= 100 ** shift
        else:
            c //= 100 ** (-shift)
        e = e // 2 - shift
        r = _isqrt(c)
        if r * r != c:
            if r % 5 == 0:
                r += 1
        else:
            ideal = self._exp // 2
            while e < ideal and r % 10 == 0:
                r //= 10
                e += 1
        old = ctx.rounding
        ctx.rounding = ROUND_HALF_EVEN
        out = _make(0, r, e)._fix(ctx)
        ctx.rounding = old
        return out

    def __round__(self, n=None):
        if n is None:
            v = self.to_integral_value(ROUND_HALF_EVEN)
            return int(v)
        return self.quantize(_make(0, 1, -n), ROUND_HALF_EVEN)

    def __floor__(self):
        return int(self.to_integral_value(ROUND_FLOOR))

    def __ceil__(self):
        return int(self.to_integral_value(ROUND_CEILING))

    # -- formatting -------------------------------------------------------
    def __format__(self, spec):
        fill, align, sign, zero, width, group, prec, kind = _parse_spec(spec)
        d = self
        if kind == "%":
            d = _make(d._sign, d._int, d._exp + 2)
        if kind in ("f", "F", "%"):
            if prec is not None:
                d = d.quantize(_make(0, 1, -prec), ROUND_HALF_EVEN, Context(prec=MAX_PREC))
            body = d.copy_abs()._plain()
        elif kind in ("e", "E"):
            body = d.copy_abs()._sci(prec, kind)
        elif kind in ("g", "G") or (kind is None and prec is not None):
            if prec is not None:
                d = d._fix(Context(prec=max(prec, 1)))
            body = d.copy_abs()._to_str(True)
            if kind == "g":
                body = body.replace("E", "e")
        else:
            body = d.copy_abs()._to_str(True)
        if group:
            whole, dot, frac = body.partition(".")
            if whole.isdigit():
                parts = []
                while len(whole) > 3:
                    parts.insert(0, whole[-3:])
                    whole = whole[:-3]
                parts.insert(0, whole)
                body = group.join(parts) + dot + frac
        if kind == "%":
            body += "%"
        neg = d._sign == 1
        sign_text = "-" if neg else ("+" if sign == "+" else (" " if sign == " " else ""))
        if zero and not align:
            fill, align = "0", "="
        if not align:
            align = ">"
        n = width - len(sign_text) - len(body)
        if n <= 0:
            return sign_text + body
        if align == "=":
            return sign_text + fill * n + body
        if align == "<":
            return sign_text + body + fill * n
        if align == "^":
            return fill * (n // 2) + sign_text + body + fill * (n - n // 2)
        return fill * n + sign_text + body

    def _plain(self):
        digits = str(self._int)
        if self._exp >= 0:
            return digits + "0" * self._exp if self._int else "0"
        point = len(digits) + self._exp
        if point > 0:
            return digits[:point] + "." + digits[point:]
        return "0." + "0" * (-point) + digits

    def _sci(self, prec, kind):
        d = self
        if prec is not None:
            d = d._fix(Context(prec=prec + 1))
        digits = str(d._int)
        if prec is not None and len(digits) < prec + 1:
            digits += "0" * (prec + 1 - len(digits))
            exp = d._exp - (prec + 1 - len(str(d._int)))
        else:
            exp = d._exp
        adjusted = exp + len(digits) - 1
        if d._int == 0 and prec is not None:
            adjusted = d._exp + prec  # CPython keeps zero's exponent, moved by the digits shown
        body = digits[0] + ("." + digits[1:] if len(digits) > 1 else "")
        return body + ("e" if kind == "e" else "E") + ("+" if adjusted >= 0 else "-") + "%d" % abs(adjusted)


def _isqrt(n):
    if n < 2:
        return n
    x = 1 << ((n.bit_length() + 1) // 2)
    while True:
        y = (x + n // x) // 2
        if y >= x:
            return x
        x = y


def _parse_spec(spec):
    fill = " "
    align = ""
    i = 0
    if len(spec) >= 2 and spec[1] in "<>=^":
        fill, align = spec[0], spec[1]
        i = 2
    elif spec[:1] in ("<", ">", "=", "^"):
        align = spec[0]
        i = 1
    sign = ""
    if spec[i:i + 1] in ("+", "-", " "):
        sign = spec[i]
        i += 1
    if spec[i:i + 1] == "z":
        i += 1
    if spec[i:i + 1] == "#":
        i += 1
    zero = False
    if spec[i:i + 1] == "0":
        zero = True
        i += 1
    j = i
    while j < len(spec) and spec[j].isdigit():
        j += 1
    width = int(spec[i:j]) if j > i else 0
    i = j
    group = ""
    if spec[i:i + 1] in (",", "_"):
        group = spec[i]
        i += 1
    prec = None
    if spec[i:i + 1] == ".":
        j = i + 1
        while j < len(spec) and spec[j].isdigit():
            j += 1
        prec = int(spec[i + 1:j])
        i = j
    kind = spec[i:] or None
    if kind is not None and kind not in ("f", "F", "e", "E", "g", "G", "%", "n"):
        raise ValueError("Invalid format specifier '%s' for object of type 'decimal.Decimal'" % spec)
    return fill, align, sign, zero, width, group, prec, kind


def _type_name(x):
    return "decimal.Decimal" if isinstance(x, Decimal) else type(x).__name__


def _operand_error(op, a, b):
    return TypeError("unsupported operand type(s) for %s: '%s' and '%s'" % (op, _type_name(a), _type_name(b)))


def _order_error(op, a, b):
    return TypeError("'%s' not supported between instances of '%s' and '%s'" % (op, _type_name(a), _type_name(b)))


def _make(sign, coeff, exp):
    d = Decimal(0)
    d._sign = sign
    d._int = coeff
    d._exp = exp
    return d


def _dec(x):
    return x if isinstance(x, Decimal) else Decimal(x)


def _infinity(sign):
    # Decimal('Infinity') / Decimal('-Infinity'): printed, compared, tested,
    # converted; arithmetic on it is not modelled (InvalidOperation says so)
    d = _make(sign, 0, 0)
    d._exp = "F"
    return d


def _arith(other):
    # operands Decimal arithmetic accepts: Decimal and int (not float, as CPython)
    if isinstance(other, Decimal):
        if other._exp == "F":
            raise InvalidOperation("arithmetic on infinities is not modelled")
        return other
    if isinstance(other, bool) or isinstance(other, int):
        return Decimal(other)
    return None
