# features: operator_overloading, dunder_methods, unary_operators
# A 2-D vector class with the unary and conversion hooks of the data model:
# -v, +v, ~v, abs(v), format(v, spec), hash(v).
import math


class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __repr__(self):
        return f"Vec({self.x}, {self.y})"

    def __neg__(self):
        return Vec(-self.x, -self.y)

    def __pos__(self):
        return Vec(+self.x, +self.y)

    def __invert__(self):
        # the perpendicular vector, rotated a quarter turn
        return Vec(-self.y, self.x)

    def __abs__(self):
        return math.hypot(self.x, self.y)

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def __eq__(self, other):
        return isinstance(other, Vec) and (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __format__(self, spec):
        if spec.endswith("p"):  # polar form
            digits = spec[:-1] or ".2"
            return f"{abs(self):{digits}f}@{math.atan2(self.y, self.x):{digits}f}"
        return f"<{self.x:{spec}}, {self.y:{spec}}>"


v = Vec(3, 4)
print(-v, +v, ~v, ~~v, -(-v) == v, abs(v), abs(-v))
print(v + ~v, -v + v == Vec(0, 0))
print(format(v, ".1f"), f"{v:>5}", f"{v:.3p}", "{:p}".format(~v))
print(hash(v) == hash(Vec(3, 4)), hash(v) == hash((3, 4)), hash(-v) == hash(v))
try:
    -object()
except TypeError as e:
    print(e)

# membership and searches compare with __eq__, round() calls __round__
Vec.__round__ = lambda self, n=None: Vec(round(self.x / 10, n) * 10, round(self.y / 10, n) * 10)
path = [Vec(0, 0), Vec(3, 4), Vec(6, 8)]
print(Vec(3, 4) in path, Vec(1, 1) in path, Vec(1, 1) not in path, (Vec(6, 8),) .count(Vec(6, 8)))
print(path.index(Vec(6, 8)), path.count(Vec(0, 0)), round(Vec(36, 44)), round(Vec(36, 44), 1))
path.remove(Vec(3, 4))
print(path)
try:
    round("3.7")
except TypeError as e:
    print(e)
