# features: metaclass, class_definition, super, try_statement, f_string, dictionary
# Metaclasses at class-creation time: a plugin registry, a namespace rewriter, an interface check,
# and __init__ decorating every class of a family.

class RegistryMeta(type):
    registry = {}

    def __new__(mcs, name, bases, ns):
        public = sorted(k for k in ns if not k.startswith("__"))
        print(f"creating {name} bases={[b.__name__ for b in bases]} attrs={public}")
        cls = super().__new__(mcs, name, bases, ns)
        if bases:  # the abstract root itself is not a plugin
            mcs.registry[ns.get("key", name.lower())] = cls
        return cls

    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        cls.label = name.upper()


class Exporter(metaclass=RegistryMeta):
    def export(self, rows):
        raise NotImplementedError


class CsvExporter(Exporter):
    key = "csv"

    def export(self, rows):
        return "\n".join(",".join(map(str, r)) for r in rows)


class TsvExporter(CsvExporter):
    key = "tsv"

    def export(self, rows):
        return super().export(rows).replace(",", "\t")


class JsonLines(Exporter):
    def export(self, rows):
        return "\n".join(str(list(r)) for r in rows)


print(sorted(RegistryMeta.registry))
rows = [(1, "a"), (2, "b")]
for key in sorted(RegistryMeta.registry):
    cls = RegistryMeta.registry[key]
    print(f"{key}: {cls.__name__} label={cls.label} -> {cls().export(rows)!r}")
print(type(CsvExporter).__name__, isinstance(TsvExporter, RegistryMeta), isinstance(TsvExporter(), RegistryMeta))
print(Exporter.label, issubclass(type(JsonLines), type))


class UpperAttrs(type):
    """Rewrites the namespace before the class exists: constants become upper case."""

    def __new__(mcs, name, bases, ns):
        renamed = {}
        for k, v in ns.items():
            if not k.startswith("__") and not callable(v):
                renamed[k.upper()] = v
            else:
                renamed[k] = v
        return type.__new__(mcs, name, bases, renamed)


class Config(metaclass=UpperAttrs):
    host = "localhost"
    port = 8080

    def url(self):
        return f"http://{self.HOST}:{self.PORT}"


print(Config.HOST, Config.PORT, hasattr(Config, "host"), Config().url())


class Interface(type):
    def __init__(cls, name, bases, ns):
        super().__init__(name, bases, ns)
        required = getattr(cls, "required", ())
        missing = [m for m in required if not callable(getattr(cls, m, None))]
        if bases and missing:
            raise TypeError(f"{name} must define {', '.join(missing)}")


class Shape(metaclass=Interface):
    required = ("area", "perimeter")


class Square(Shape):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side ** 2

    def perimeter(self):
        return 4 * self.side


try:
    class Blob(Shape):
        def area(self):
            return 0
except TypeError as e:
    print("TypeError:", e)
sq = Square(3)
print(sq.area(), sq.perimeter(), type(Square).__name__)

# type.__new__ outside a class statement makes a class, as type(name, bases, ns) does
Point = type.__new__(RegistryMeta, "Point", (), {"x": 0, "y": 0})
print(Point.__name__, Point.x, type(Point).__name__, "point" in RegistryMeta.registry)


class Singleton(type):
    """The usual singleton: the metaclass's __call__ hands back the first instance."""
    _instances = {}

    def __call__(cls, *args, **kwargs):
        if cls not in cls._instances:
            print(f"  building {cls.__name__}{args} {kwargs}")
            cls._instances[cls] = super().__call__(*args, **kwargs)
        return cls._instances[cls]


class Settings(metaclass=Singleton):
    def __init__(self, env, debug=False):
        self.env, self.debug = env, debug


class Cache(metaclass=Singleton):
    def __init__(self, size=128):
        self.size = size


s1 = Settings("prod", debug=True)
s2 = Settings("dev")
c1, c2 = Cache(), Cache(size=1)
print(s1 is s2, s2.env, s2.debug, c1 is c2, c1.size, sorted(k.__name__ for k in Singleton._instances))
print(len(Settings._instances), isinstance(Settings, Singleton))
