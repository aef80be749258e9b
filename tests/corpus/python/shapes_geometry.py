# features: stdlib_typing_abc_sys, inheritance, super, operator_overloading, try_statement, except_clause, lambda, f_string, string_formatting
"""Shapes with abstract base classes, NamedTuple points and area reports."""
import math
from abc import ABC, abstractmethod
from typing import NamedTuple, List


class Point(NamedTuple):
    x: float
    y: float

    def distance(self, other: "Point") -> float:
        return math.hypot(self.x - other.x, self.y - other.y)

    def __add__(self, other):
        return Point(self.x + other.x, self.y + other.y)


class Shape(ABC):
    @abstractmethod
    def area(self) -> float: ...

    @abstractmethod
    def perimeter(self) -> float: ...

    def describe(self):
        return f"{type(self).__name__}(area={self.area():.2f}, perimeter={self.perimeter():.2f})"


class Circle(Shape):
    def __init__(self, center: Point, r: float):
        self.center, self.r = center, r

    def area(self):
        return math.pi * self.r ** 2

    def perimeter(self):
        return 2 * math.pi * self.r


class Polygon(Shape):
    def __init__(self, points: List[Point]):
        if len(points) < 3:
            raise ValueError("a polygon needs at least 3 points")
        self.points = points

    def area(self):
        pts = self.points
        s = sum(a.x * b.y - b.x * a.y for a, b in zip(pts, pts[1:] + pts[:1]))
        return abs(s) / 2

    def perimeter(self):
        pts = self.points
        return sum(a.distance(b) for a, b in zip(pts, pts[1:] + pts[:1]))


class Rectangle(Polygon):
    def __init__(self, corner: Point, w: float, h: float):
        super().__init__([corner, corner + Point(w, 0), corner + Point(w, h), corner + Point(0, h)])
        self.w, self.h = w, h


shapes = [
    Circle(Point(0, 0), 1.5),
    Rectangle(Point(1, 1), 4, 2.5),
    Polygon([Point(0, 0), Point(4, 0), Point(0, 3)]),
    Polygon([Point(0, 0), Point(2, 0), Point(3, 2), Point(1, 4), Point(-1, 2)]),
]
for s in shapes:
    print(s.describe())
print("largest:", max(shapes, key=lambda s: s.area()).describe())
print("total area: %.3f" % sum(s.area() for s in shapes))
p = Point(3, 4)
print(p, p._asdict(), p._replace(y=0), Point._fields)
x, y = p
print(x + y, p == (3, 4), p.distance(Point(0, 0)), isinstance(p, tuple))
try:
    Shape()
except TypeError as e:
    print("TypeError:", e)
try:
    Polygon([Point(0, 0)])
except ValueError as e:
    print("ValueError:", e)
print(math.degrees(math.atan2(1, 1)), math.isclose(0.1 + 0.2, 0.3), round(math.sqrt(2), 6))
print(sorted(shapes, key=lambda s: s.perimeter())[0].__class__.__name__)
print(math.floor(-2.5), math.ceil(2.1), math.gcd(84, 36), math.comb(6, 2), math.prod([1, 2, 3, 4]))
