# fractions, written for RedDragon's VM (lowered with the programs that import
# it). Follows CPython 3.11's fractions.Fraction: normalised by the gcd with
# the sign on the numerator, exact with int and Fraction, float with float,
# the same str/repr, hash, rounding and limit_denominator.

_HASH_MODULUS = 2305843009213693951  # sys.hash_info.modulus
_HASH_INF = 314159


def _gcd(a, b):
    a = abs(a)
    b = abs(b)
    while b:
        a, b = b, a % b
    return a


def _float_ratio(f):
    # float.as_integer_ratio: doubling is exact, so the first integer reached is n/2**k in lowest terms
    if f != f:
        raise ValueError("cannot convert NaN to integer ratio")
    if f in (float("inf"), -float("inf")):
        raise OverflowError("cannot convert Infinity to integer ratio")
    d = 1
    while f != int(f):
        f *= 2.0
        d *= 2
    return int(f), d


def _parse(text):
    # [sign] digits [/ digits]  |  [sign] digits [. digits] [e [sign] digits]  (underscores between digits)
    s = text.strip().replace("_", "")
    bad = ValueError("Invalid literal for Fraction: %r" % text)
    if not s:
        raise bad
    sign = 1
    if s[0] in "+-":
        if s[0] == "-":
            sign = -1
        s = s[1:]
    if "/" in s:
        num, _, den = s.partition("/")
        if not num.isdigit() or not den.strip().isdigit():
            raise bad
        return sign * int(num), int(den.strip())
    mantissa, exp = s, 0
    for e in "eE":
        if e in s:
            mantissa, _, exp_text = s.partition(e)
            body = exp_text[1:] if exp_text[:1] in "+-" else exp_text
            if not body.isdigit():
                raise bad
            exp = int(exp_text)
    whole, dot, frac = mantissa.partition(".")
    if not (whole or frac) or (whole and not whole.isdigit()) or (frac and not frac.isdigit()):
        raise bad
    num = int(whole + frac) if whole + frac else 0
    den = 10 ** len(frac)
    if exp >= 0:
        num *= 10 ** exp
    else:
        den *= 10 ** -exp
    return sign * num, den


class Fraction:
    def __init__(self, numerator=0, denominator=None, *, _normalize=True):
        if denominator is None:
            if isinstance(numerator, bool) or isinstance(numerator, int):
                self._numerator = int(numerator)
                self._denominator = 1
                return
            if isinstance(numerator, Fraction):
                self._numerator = numerator._numerator
                self._denominator = numerator._denominator
                return
            if isinstance(numerator, float):
                n, d = _float_ratio(numerator)
            elif isinstance(numerator, str):
                n, d = _parse(numerator)
            elif hasattr(numerator, "as_integer_ratio"):
                n, d = numerator.as_integer_ratio()
            else:
                raise TypeError("argument should be a string or a Rational instance")
        else:
            if isinstance(numerator, Fraction) or isinstance(denominator, Fraction):
                a = Fraction(numerator)
                b = Fraction(denominator)
                n = a._numerator * b._denominator
                d = a._denominator * b._numerator
            elif isinstance(numerator, int) and isinstance(denominator, int):
                n, d = numerator, denominator
            else:
                raise TypeError("both arguments should be Rational instances")
        if d == 0:
            raise ZeroDivisionError("Fraction(%s, 0)" % n)
        if _normalize:
            g = _gcd(n, d)
            if d < 0:
                g = -g
            n //= g
            d //= g
        self._numerator = int(n)
        self._denominator = int(d)

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            return cls(f)
        return cls(*_float_ratio(f))

    @classmethod
    def from_decimal(cls, dec):
        return cls(*dec.as_integer_ratio())

    @property
    def numerator(self):
        return self._numerator

    @property
    def denominator(self):
        return self._denominator

    def as_integer_ratio(self):
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        bound1 = Fraction(p0 + k * p1, q0 + k * q1)
        bound2 = Fraction(p1, q1)
        if abs(bound2 - self) <= abs(bound1 - self):
            return bound2
        return bound1

    def __repr__(self):
        return "Fraction(%s, %s)" % (self._numerator, self._denominator)

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return "%s/%s" % (self._numerator, self._denominator)

    # --- arithmetic: exact with int/Fraction, float with float, complex with complex
    def _operands(self, other):
        if isinstance(other, Fraction):
            return other
        if isinstance(other, int):
            return Fraction(other)
        return None

    def _mixed(self, other, op, reverse):
        if isinstance(other, float) or type(other).__name__ == "complex":
            a = float(self)
            return op(other, a) if reverse else op(a, other)
        return NotImplemented

    def __add__(self, other):
        o = self._operands(other)
        if o is None:
            return self._mixed(other, lambda a, b: a + b, False)
        return Fraction(self._numerator * o._denominator + o._numerator * self._denominator,
                        self._denominator * o._denominator)

    def __radd__(self, other):
        o = self._operands(other)
        if o is None:
            return self._mixed(other, lambda a, b: a + b, True)
        return o + self

    def __sub__(self, other):
        o = self._operands(other)
        if o is None:
            return self._mixed(other, lambda a, b: a - b, False)
        return Fraction(self._numerator * o._denominator - o._numerator * self._denominator,
                        self._denominator * o._denominator)

    def __rsub__(self, other):
        o = self._operands(other)
        if o is None:
            return self._mixed(other, lambda a, b: a - b, True)
        return o - self

    def __mul__(self, other):
        o = self._operands(other)
        if o is None:
            return self._mixed(other, lambda a, b: a * b, False)
        return Fraction(self._numerator * o._numerator, self._denominator * o._denominator)

    def __rmul__(self, other):
        o = self._operands(other)
        if o is None:
            return self._mixed(other, lambda a, b: a * b, True)
        return o * self

    def __truediv__(self, other):
        o = self._operands(other)
        if o is None:
            return self._mixed(other, lambda a, b: a / b, False)
        return Fraction(self._numerator * o._denominator, self._denominator * o._numerator)

    def __rtruediv__(self, other):
        o = self._operands(other)
        if o is None:
            return self._mixed(other, lambda a, b: a / b, True)
        return o / self

    def __floordiv__(self, other):
        o = self._operands(other)
        if o is None:
            return self._mixed(other, lambda a, b: a // b, False)
        return (self._numerator * o._denominator) // (self._denominator * o._numerator)

    def __rfloordiv__(self, other):
        o = self._operands(other)
        if o is None:
            return self._mixed(other, lambda a, b: a // b, True)
        return o // self

    def __mod__(self, other):
        o = self._operands(other)
        if o is None:
            return self._mixed(other, lambda a, b: a % b, False)
        d = self._denominator * o._denominator
        return Fraction((self._numerator * o._denominator) % (o._numerator * self._denominator), d)

    def __rmod__(self, other):
        o = self._operands(other)
        if o is None:
            return self._mixed(other, lambda a, b: a % b, True)
        return o % self

    def __divmod__(self, other):
        return (self // other, self % other)

    def __rdivmod__(self, other):
        return (other // self, other % self)

    def __pow__(self, other):
        if isinstance(other, int) or (isinstance(other, Fraction) and other._denominator == 1):
            power = int(other)
            if power >= 0:
                return Fraction(self._numerator ** power, self._denominator ** power, _normalize=False)
            if self._numerator == 0:
                raise ZeroDivisionError("Fraction(%s, 0)" % (self._denominator ** -power))
            if self._numerator > 0:
                return Fraction(self._denominator ** -power, self._numerator ** -power, _normalize=False)
            return Fraction((-self._denominator) ** -power, (-self._numerator) ** -power, _normalize=False)
        return float(self) ** other

    def __rpow__(self, other):
        if self._denominator == 1 and self._numerator >= 0:
            return other ** self._numerator
        if isinstance(other, int):
            return Fraction(other) ** self
        return other ** float(self)

    def __pos__(self):
        return Fraction(self._numerator, self._denominator, _normalize=False)

    def __neg__(self):
        return Fraction(-self._numerator, self._denominator, _normalize=False)

    def __abs__(self):
        return Fraction(abs(self._numerator), self._denominator, _normalize=False)

    def __int__(self):
        return self.__trunc__()

    def __trunc__(self):
        if self._numerator < 0:
            return -(-self._numerator // self._denominator)
        return self._numerator // self._denominator

    def __floor__(self):
        return self._numerator // self._denominator

    def __ceil__(self):
        return -(-self._numerator // self._denominator)

    def __round__(self, ndigits=None):
        if ndigits is None:
            floor, remainder = divmod(self._numerator, self._denominator)
            if remainder * 2 < self._denominator:
                return floor
            if remainder * 2 > self._denominator:
                return floor + 1
            if floor % 2 == 0:
                return floor
            return floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __float__(self):
        return self._numerator / self._denominator

    def __bool__(self):
        return self._numerator != 0

    def __hash__(self):
        dinv = pow(self._denominator, _HASH_MODULUS - 2, _HASH_MODULUS)
        if dinv == 0:
            h = _HASH_INF
        else:
            h = hash(hash(abs(self._numerator)) * dinv)
        result = h if self._numerator >= 0 else -h
        return -2 if result == -1 else result

    # --- comparisons
    def _cmp_key(self, other):
        # (a, b) to compare as a ? b, or None when other is not a number
        if isinstance(other, Fraction) or isinstance(other, int):
            o = Fraction(other)
            return self._numerator * o._denominator, o._numerator * self._denominator
        if isinstance(other, float):
            if other != other or other in (float("inf"), -float("inf")):
                return 0.0, other
            o = Fraction(other)
            return self._numerator * o._denominator, o._numerator * self._denominator
        return None

    def __eq__(self, other):
        k = self._cmp_key(other)
        if k is None:
            return NotImplemented
        return k[0] == k[1]

    def __ne__(self, other):
        k = self._cmp_key(other)
        if k is None:
            return NotImplemented
        return k[0] != k[1]

    def __lt__(self, other):
        k = self._cmp_key(other)
        if k is None:
            return NotImplemented
        return k[0] < k[1]

    def __le__(self, other):
        k = self._cmp_key(other)
        if k is None:
            return NotImplemented
        return k[0] <= k[1]

    def __gt__(self, other):
        k = self._cmp_key(other)
        if k is None:
            return NotImplemented
        return k[0] > k[1]

    def __ge__(self, other):
        k = self._cmp_key(other)
        if k is None:
            return NotImplemented
        return k[0] >= k[1]

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


__all__ = ["Fraction"]
