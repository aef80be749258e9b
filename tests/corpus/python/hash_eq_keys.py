# features: dunder_methods, dictionary, set, class_definition, operator_overloading, custom_exception, super, exception_hierarchy
# Instances that define __hash__/__eq__ as dict keys and set members, and
# exceptions whose __init__ passes the message up with super().__init__.


class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __eq__(self, other):
        return isinstance(other, Point) and (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __repr__(self):
        return f"Point({self.x}, {self.y})"


class Color:
    def __init__(self, name):
        self.name = name.lower()

    def __eq__(self, other):
        return self.name == other.name

    def __hash__(self):
        return 7  # every color collides: equality alone tells them apart

    def __repr__(self):
        return self.name


visited = {Point(0, 0), Point(1, 2), Point(0, 0), Point(1, 2)}
print(len(visited), Point(1, 2) in visited, Point(2, 1) in visited, Point(2, 1) not in visited)
visited.add(Point(0, 0))
visited.discard(Point(1, 2))
print(sorted(visited, key=lambda p: (p.x, p.y)))
labels = {Point(3, 4): "start"}
labels[Point(3, 4)] = "restart"
labels[Point(5, 6)] = "goal"
print(labels, labels[Point(5, 6)], labels.get(Point(3, 4)), labels.get(Point(9, 9), "none"))
print(Point(3, 4) in labels, labels.pop(Point(3, 4)), labels, labels.setdefault(Point(5, 6), "x"))
paint = {Color("Red"): 1, Color("RED"): 2, Color("blue"): 3}
print(paint, Color("red") in paint, len(set([Color("a"), Color("A"), Color("b")])))
counts = {}
for p in [Point(1, 1), Point(2, 2), Point(1, 1), Point(1, 1)]:
    counts[p] = counts.get(p, 0) + 1
print(counts, dict([(Point(1, 1), "a"), (Point(1, 1), "b")]))
print(sorted({Point(i % 2, 0) for i in range(5)}, key=repr), {Point(i % 2, 0): i for i in range(5)})
try:
    print(labels[Point(0, 1)])
except KeyError as e:
    print("KeyError", e)


class AppError(Exception):
    def __init__(self, code, detail):
        super().__init__(f"[{code}] {detail}")
        self.code = code


class NotFound(AppError):
    def __init__(self, what):
        super().__init__(404, what + " not found")


class Pair(ValueError):
    def __init__(self, a, b):
        super().__init__(a, b)


for exc in [AppError(500, "boom"), NotFound("page"), Pair("x", 2)]:
    try:
        raise exc
    except Exception as e:
        print(type(e).__name__, str(e), e.args, repr(e), getattr(e, "code", None))
print(NotFound.__mro__[1].__name__, [c.__name__ for c in NotFound.__mro__], Pair.__bases__[0].__name__)
print(vars(Point(7, 8)), Point(1, 1).__dict__)
print(hash(-7), hash(2 ** 61), hash(-1), hash(3.25), hash(-1.5), hash(2.0) == hash(2), hash(1e300), hash(float("inf")))
print(hash((1, 2)), hash(()), hash((1, (2.5, -3))), hash(Point(1, 2)) == hash((1, 2)), hash(True))
