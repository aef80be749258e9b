# features: class_definition, inheritance, closure, builtins, property_descriptor
# Record classes built at run time with type(name, bases, namespace) from a
# field list (methods from closures, a property, a base class's methods), and
# type checks through __class__ that compare built-in types with `is`.
class Base:
    kind = "record"

    def describe(self):
        return f"{type(self).__name__} {self.kind}: {self!r}"


def record(name, fields, base=Base, **extra):
    def __init__(self, *args, **kwargs):
        if len(args) > len(fields):
            raise TypeError(f"{name}() takes {len(fields)} arguments ({len(args)} given)")
        values = dict(zip(fields, args))
        values.update(kwargs)
        for f in fields:
            setattr(self, f, values.get(f))

    def __repr__(self):
        return f"{name}(" + ", ".join(f"{f}={getattr(self, f)!r}" for f in fields) + ")"

    def __eq__(self, other):
        return type(other) is type(self) and all(getattr(self, f) == getattr(other, f) for f in fields)

    ns = {"__init__": __init__, "__repr__": __repr__, "__eq__": __eq__, "fields": tuple(fields),
          "size": property(lambda self: len(fields))}
    ns.update(extra)
    return type(name, (base,), ns)


Point = record("Point", ["x", "y"], norm=lambda self: (self.x ** 2 + self.y ** 2) ** 0.5)
City = record("City", ["name", "pop"], kind="place")
Capital = type("Capital", (City,), {"kind": "capital", "country": "?"})
p = Point(3, 4)
print(p, p.norm(), p.size, p.describe(), Point.fields)
print(Point(1, y=2) == Point(1, 2), Point(1, 2) == City(1, 2))
c = Capital("Lisbon", 545923)
c.country = "Portugal"
print(c.describe(), c.country, isinstance(c, City), isinstance(c, Base), issubclass(Capital, Point))
print([k.__name__ for k in Capital.__mro__], Capital.__bases__[0].__name__, City.__name__)
try:
    Point(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)
Blank = type("Blank", (), {})
b = Blank()
b.note = "anything"
print(type(b).__name__, vars(b), Blank.__bases__)

for value in [[], (), {}, "", 0, 0.0, None, True, b]:
    cls = value.__class__
    print(f"{cls.__name__:<8}", cls is type(value), cls is list, cls is type(None), value.__class__ is value.__class__)
print(None.__class__.__name__, type(None) is None.__class__, len is len, str.upper is str.upper, [].append is [].append)
