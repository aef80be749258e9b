# features: builtin_subclass_new, class_definition, inheritance, super, f_string, dunder_methods
class Singleton:
    _instance = None
    def __new__(cls, *args, **kwargs):
        if cls._instance is None:
            cls._instance = super().__new__(cls)
            print("created")
        return cls._instance
    def __init__(self, name):
        self.name = name

a = Singleton("a")
b = Singleton("b")
print(a is b, a.name)

class Level(int):
    pass
lv = Level(3)
print(lv + 1, lv * 2, lv == 3, repr(lv), str(lv), isinstance(lv, int), type(lv).__name__, f"{lv:03d}", hash(lv) == hash(3))

class Name(str):
    def shout(self):
        return self.upper() + "!"
n = Name("bob")
print(n.shout(), len(n), n + "by", n[0], n == "bob", isinstance(n, str), "o" in n, n.split("o"), {n: 1}["bob"] if False else "")

class Celsius(float):
    def __repr__(self):
        return f"{float(self):.1f}C"
c = Celsius(21.55)
print(c, [c], c + 1, round(c, 1), c > 20, int(c))

class Pair(tuple):
    def swap(self):
        return Pair((self[1], self[0]))
p = Pair([1, 2])
print(p, p.swap(), len(p), p.count(1), p + (3,), sorted(p.swap()))

class Interned:
    cache = {}
    def __new__(cls, key):
        if key not in cls.cache:
            obj = object.__new__(cls)
            obj.key = key
            cls.cache[key] = obj
        return cls.cache[key]
print(Interned("x") is Interned("x"), Interned("y").key, len(Interned.cache))

class Child(Singleton):
    pass
print(Child("c") is a)
delattr(a, "name")
print(hasattr(b, "name"))
