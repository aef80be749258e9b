# features: builtin_subclass_new, property_descriptor, tuple_unpacking, set, f_string
import math

class Vec(tuple):
    def __new__(cls, x, y):
        return super().__new__(cls, (x, y))

    @property
    def x(self):
        return self[0]

    @property
    def y(self):
        return self[1]

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def length(self):
        return math.hypot(self.x, self.y)

    def __repr__(self):
        return f"Vec({self.x}, {self.y})"

a = Vec(3, 4)
b = Vec(1, -2)
print(a, b, a + b)
print(a.length(), len(a), a[0], list(b))
x, y = a
print(x * y)
seen = {a, Vec(3, 4), b}
print(len(seen))
print(a == (3, 4), isinstance(a, tuple))
