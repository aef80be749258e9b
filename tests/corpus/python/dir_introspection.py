# features: class_definition, list_comprehension, try_statement, f_string, property_descriptor
# dir() for a small object inspector: public API listings, slots, __dir__ overrides, modules.
import string


class Shape:
    sides = 0

    def area(self):
        raise NotImplementedError

    def describe(self):
        return f"{type(self).__name__} with {self.sides} sides"


class Rect(Shape):
    sides = 4

    def __init__(self, w, h):
        self.w, self.h = w, h
        self._cache = None

    def area(self):
        return self.w * self.h

    @property
    def square(self):
        return self.w == self.h


class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y


class Proxy:
    def __init__(self, target):
        self._target = target

    def __dir__(self):
        return ["target"] + [n for n in dir(self._target) if not n.startswith("_")]


class ParseError(ValueError):
    line = 0


def public(obj):
    return [n for n in dir(obj) if not n.startswith("_")]


r = Rect(2, 3)
print(dir(r))
print("public:", public(r))
print("class:", public(Rect), "| base:", public(Shape))
for name in public(r):
    value = getattr(r, name)
    print(f"  {name:<9} {'method' if callable(value) else repr(value)}")
print("dunders only on instances' classes:", sorted(set(dir(Rect)) - set(dir(object()))))
print("slots:", public(Vec(1, 2)), "__dict__" in dir(Vec), "__dict__" in dir(Rect))
print("proxy:", dir(Proxy(r)))
print("exception:", public(ParseError("bad")), public(KeyError("k")))
print("module:", public(string))
missing = [n for n in ("area", "perimeter", "describe") if n not in dir(Rect)]
print("missing methods:", missing)
