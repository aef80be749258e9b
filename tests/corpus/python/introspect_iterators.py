# features: function_definition, for_statement, generator_expression, class_definition
# A tiny debugging helper that reports what kind of iterable it was given
# (by type name, as CPython prints it) and which names a scope has bound.
import math


def describe(it):
    kind = type(it).__name__
    return f"{kind:<26} first={next(iter(it), None)!r}"


samples = {
    "list": iter([3, 1, 2]),
    "tuple": iter((1, 2)),
    "ascii str": iter("abc"),
    "unicode str": iter("über"),
    "dict": iter({"k": 1}),
    "dict values": iter({"k": 1}.values()),
    "dict items": iter({"k": 1}.items()),
    "reversed dict": reversed({"k": 1}),
    "reversed items": reversed({"k": 1}.items()),
    "set": iter({7}),
    "range": iter(range(4)),
    "reversed list": reversed([1, 2]),
    "reversed range": reversed(range(3)),
    "reversed tuple": reversed((5, 6)),
    "map": map(str.upper, ["x"]),
    "filter": filter(None, [0, 4]),
    "zip": zip("ab", [1, 2]),
    "enumerate": enumerate(["e"]),
    "generator": (n * n for n in range(3)),
}
for label, it in samples.items():
    print(f"{label:>14}: {describe(it)}")


class Countdown:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.n == 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1


print("user iterator:", type(iter(Countdown(2))).__name__, list(Countdown(3)))
print(type(iter([])), type(map(abs, [])) is map, type(zip()) is zip, type(enumerate([])) is enumerate)
print(isinstance(iter([]), type(iter([5]))), type(iter("é")).__name__)


def area(radius, *, precision=2):
    squared = radius * radius
    before = dir()
    result = round(math.pi * squared, precision)
    return result, before, dir()


value, before, after = area(2.0)
print("area:", value)
print("names before:", before)
print("names after:", after)
TABLE_WIDTH = 40
print("module names:", [n for n in dir() if not n.startswith("__")][:6])
print("module dunders:", [n for n in dir() if n.startswith("__")])
