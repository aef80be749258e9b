# features: operator_overloading, dunder_methods, static_class_methods, stdlib_fractions_copy, stdlib_itertools_functools, generator_expression
# A polynomial class: arithmetic dunders, evaluation, derivative and exact long division.
from fractions import Fraction
from itertools import zip_longest

class Poly:
    def __init__(self, coeffs):
        coeffs = list(coeffs)
        while len(coeffs) > 1 and coeffs[-1] == 0:
            coeffs.pop()
        self.c = coeffs

    @classmethod
    def from_roots(cls, *roots):
        p = cls([1])
        for r in roots:
            p = p * cls([-r, 1])
        return p

    def __add__(self, other):
        if not isinstance(other, Poly):
            other = Poly([other])
        return Poly(a + b for a, b in zip_longest(self.c, other.c, fillvalue=0))
    __radd__ = __add__

    def __neg__(self):
        return Poly(-a for a in self.c)

    def __sub__(self, other):
        return self + (-other)

    def __mul__(self, other):
        if not isinstance(other, Poly):
            return Poly(a * other for a in self.c)
        out = [0] * (len(self.c) + len(other.c) - 1)
        for i, a in enumerate(self.c):
            for j, b in enumerate(other.c):
                out[i + j] += a * b
        return Poly(out)
    __rmul__ = __mul__

    def __call__(self, x):
        acc = 0
        for a in reversed(self.c):
            acc = acc * x + a
        return acc

    def __eq__(self, other):
        return isinstance(other, Poly) and self.c == other.c

    def __len__(self):
        return len(self.c)

    def derivative(self):
        return Poly(i * a for i, a in enumerate(self.c) if i) if len(self.c) > 1 else Poly([0])

    def divmod(self, d):
        num = [Fraction(x) for x in self.c]
        q = [Fraction(0)] * max(1, len(num) - len(d.c) + 1)
        while len(num) >= len(d.c) and any(num):
            shift = len(num) - len(d.c)
            f = num[-1] / d.c[-1]
            q[shift] = f
            for i, b in enumerate(d.c):
                num[i + shift] -= f * b
            num.pop()
        return Poly(q), Poly(num or [0])

    def __repr__(self):
        terms = []
        for i, a in reversed(list(enumerate(self.c))):
            if a == 0:
                continue
            coef = "" if a == 1 and i else str(a)
            var = "" if i == 0 else ("x" if i == 1 else f"x^{i}")
            terms.append(f"{coef}{var}")
        return " + ".join(terms).replace("+ -", "- ") or "0"

p = Poly.from_roots(1, 2, 3)
print(p, "degree", len(p) - 1)
print([p(x) for x in range(5)])
print(p.derivative(), p.derivative()(2))
q = Poly([1, 1])
print(p + q, p - q, 2 * q, q * 3 + 1)
quot, rem = p.divmod(Poly([-1, 1]))
print(quot, "|", rem)
quot, rem = Poly([1, 0, 1]).divmod(Poly([2, 1]))
print(quot, "|", rem)
print(p == Poly([-6, 11, -6, 1]), p == q, p != q)
print(Poly([Fraction(1, 2), Fraction(3, 4)])(Fraction(2, 3)))
print(sum([Poly([1]), Poly([0, 1]), Poly([0, 0, 1])], Poly([0])))
