# features: class_definition, tuple, dictionary, stdlib_collections, stdlib_fractions_copy
# Tuple and frozenset keys holding objects with __hash__/__eq__ (lookup, store, del), class bases given by
# expressions, namedtuple subclasses (_replace, _make, repr), a class's assigned __name__.
# A polynomial cache keyed by (degree, coefficient) tuples whose coefficients are
# Fractions or user value objects: equal keys built from different objects must
# find the same entries.
from fractions import Fraction
from collections import namedtuple
from decimal import Decimal


class Money:
    def __init__(self, cents, currency="EUR"):
        self.cents, self.currency = cents, currency

    def __eq__(self, other):
        return isinstance(other, Money) and (self.cents, self.currency) == (other.cents, other.currency)

    def __hash__(self):
        return hash((self.cents, self.currency))

    def __repr__(self):
        return f"Money({self.cents}, {self.currency!r})"


terms = {(0, Fraction(-6)): "c", (1, Fraction(11)): "x", (3, Fraction(1, 2)): "x^3"}
print((0, Fraction(-6)) in terms, (1, Fraction(22, 2)) in terms, (3, Fraction(2, 4)) in terms, (3, Fraction(1, 3)) in terms)
print(terms[(3, Fraction(1, 2))], terms.get((1, Fraction(11))), terms.get((9, Fraction(1)), "-"))
terms[(0, Fraction(-12, 2))] = "constant"
print(len(terms), terms[(0, Fraction(-6))])
del terms[(1, Fraction(11))]
print(sorted(terms.values()), terms.pop((3, Fraction(1, 2))), terms.setdefault((0, Fraction(-6)), "?"))

a = frozenset({0: Fraction(-6), 1: Fraction(11), 2: Fraction(-6), 3: Fraction(1)}.items())
b = frozenset({3: Fraction(1), 2: Fraction(-6), 1: Fraction(11), 0: Fraction(-6)}.items())
print(a == b, hash(a) == hash(b), len({a, b}), (2, Fraction(-6)) in a)

prices = {("lamp", Money(1999)): 3, ("desk", Money(15000)): 1}
prices[("lamp", Money(1999))] += 2
print(prices[("lamp", Money(1999))], ("desk", Money(15000, "EUR")) in prices, ("desk", Money(15000, "USD")) in prices)
nested = {((1, Money(5)), "n"): "deep"}
print(nested[((1, Money(5)), "n")], ((1, Money(6)), "n") in nested)
seen = set()
for item in [("a", Money(1)), ("a", Money(1)), ("b", Money(1)), ("a", Money(2)), (Decimal("1.0"), Money(1))]:
    seen.add(item)
print(len(seen), ("a", Money(2)) in seen, (Decimal("1.00"), Money(1)) in seen)
print(set([(Fraction(1, 2), 1), (Fraction(2, 4), 1)]), dict.fromkeys([(Money(3),), (Money(3),)]))


class Point(namedtuple("Point", "x y")):
    __slots__ = ()

    @property
    def norm1(self):
        return abs(self.x) + abs(self.y)

    def __str__(self):
        return f"<{self.x}, {self.y}>"


p = Point(3, -4)
x, y = p
print(p, repr(p), x, y, p.norm1, p._replace(y=1), p._replace(y=1).norm1, Point._make([1, 2]))
print(isinstance(p, tuple), p == (3, -4), p._asdict(), type(p).__name__, Point.__name__, len(p), list(p))
Pair = namedtuple("Pair", ["left", "right"], defaults=[0])
print(Pair(1), Pair._make("ab"), Pair(1, 2)._replace(left=9))


def tagged(name):
    class Tagged:
        def tag(self):
            return name
    return Tagged


class Widget(tagged("ui"), Money):
    pass


w = Widget(5)
print(w.tag(), w, Widget.__name__, [k.__name__ for k in Widget.__mro__])
mixins = {"money": Money}


class Coin(tagged("coin") if mixins else object, mixins["money"] if "money" in mixins else object):
    pass


c = Coin(200)
print(c, c.tag(), isinstance(c, Money), type(c).__name__, c == Money(200), c in {Money(200): 1})


class Base:
    pass


Base.__name__ = "RenamedBase"


class Child(Base):
    pass


print(Base.__name__, Child.__name__, Child().__class__.__name__, Child.__qualname__)
