# features: class_definition, decorator, try_statement, f_string, delete_statement, stdlib_dataclasses
# Value objects: frozen dataclasses as dict keys, ordering by fields, defaults from factories.
from dataclasses import dataclass, field, FrozenInstanceError, replace, asdict


@dataclass(frozen=True)
class Point:
    x: int
    y: int = 0

    def moved(self, dx, dy):
        return replace(self, x=self.x + dx, y=self.y + dy)


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
    label: str = field(default="", compare=False)

    def __str__(self):
        return f"{self.major}.{self.minor}.{self.patch}{self.label}"


@dataclass
class Basket:
    owner: str
    items: list = field(default_factory=list)
    tags: dict = field(default_factory=dict)


p = Point(1, 2)
print(p, p.moved(3, -1), p == Point(1, 2), hash(p) == hash(Point(1, 2)))
for attempt in ("assign", "delete"):
    try:
        if attempt == "assign":
            p.x = 10
        else:
            del p.y
    except FrozenInstanceError as e:
        print(type(e).__name__, e, isinstance(e, AttributeError))
print(p)
visits = {Point(0, 0): "origin", Point(1, 2): "home"}
print(visits[Point(1, 2)], Point(5) in visits, asdict(p))

versions = [Version(1, 2, 3), Version(1, 10), Version(0, 9, 9, "-beta"), Version(1, 2, 3, "-rc1"), Version(2)]
print([str(v) for v in sorted(versions)])
print(max(versions), Version(1, 2, 3) == Version(1, 2, 3, "-rc1"), Version(1) < Version(1, 0, 1))
try:
    Version(1) < Point(1, 2)
except TypeError as e:
    print("TypeError:", e)

a, b = Basket("ann"), Basket("bob")
a.items.append("apple")
b.tags["vip"] = True
print(a, b, a.items is not b.items)
try:
    @dataclass(order=True, eq=False)
    class Broken:
        n: int
except ValueError as e:
    print("ValueError:", e)
