# features: operator_overloading, dunder_methods, static_class_methods, stdlib_fractions_copy, stdlib_itertools_functools
from fractions import Fraction
from functools import total_ordering, reduce

@total_ordering
class Poly:
    def __init__(self, terms=None):
        self.terms = {e: c for e, c in (terms or {}).items() if c != 0}

    @classmethod
    def parse(cls, text):
        terms = {}
        for tok in text.replace("-", "+-").split("+"):
            tok = tok.replace(" ", "")
            if not tok:
                continue
            if "x" in tok:
                coef, _, exp = tok.partition("x")
                coef = {"": 1, "-": -1}.get(coef, coef)
                exp = int(exp[1:]) if exp.startswith("^") else 1
            else:
                coef, exp = tok, 0
            terms[exp] = terms.get(exp, 0) + Fraction(coef)
        return cls(terms)

    def degree(self):
        return max(self.terms, default=0)

    def __add__(self, other):
        out = dict(self.terms)
        for e, c in other.terms.items():
            out[e] = out.get(e, 0) + c
        return Poly(out)

    def __mul__(self, other):
        out = {}
        for e1, c1 in self.terms.items():
            for e2, c2 in other.terms.items():
                out[e1 + e2] = out.get(e1 + e2, 0) + c1 * c2
        return Poly(out)

    def __call__(self, x):
        return sum(c * x ** e for e, c in self.terms.items())

    def derivative(self):
        return Poly({e - 1: c * e for e, c in self.terms.items() if e})

    def __eq__(self, other):
        return self.terms == other.terms

    def __lt__(self, other):
        return (self.degree(), sorted(self.terms.items())) < (other.degree(), sorted(other.terms.items()))

    def __repr__(self):
        if not self.terms:
            return "0"
        parts = []
        for e in sorted(self.terms, reverse=True):
            c = self.terms[e]
            coef = "" if abs(c) == 1 and e else str(abs(c))
            var = "" if e == 0 else "x" if e == 1 else f"x^{e}"
            parts.append(("- " if c < 0 else "+ ") + coef + var)
        s = " ".join(parts)
        return s[2:] if s.startswith("+ ") else "-" + s[2:]

p = Poly.parse("3x^2 - 2x + 1")
q = Poly.parse("x - 1/2")
print(p, "|", q)
print(p + q, "|", p * q)
print(p(2), q(Fraction(1, 3)), (p * q).derivative())
print(sorted([p, q, p * q, Poly.parse("5")]))
print(p == Poly.parse("1 - 2x + 3x^2"), p > q, p <= q)
print(reduce(lambda a, b: a * b, [Poly.parse("x + 1")] * 4))
