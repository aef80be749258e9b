# features: global_builtin_modules, stdlib_collections, stdlib_dataclasses, dictionary, list, set
# pprint as people use it: nested configs, wide records, compact lists, depth limits.
import pprint, collections, dataclasses
from dataclasses import dataclass, field

data = {"name": "widget", "tags": ["a", "b", "c"] * 5, "nested": {"k%d" % i: list(range(i)) for i in range(6)}}
pprint.pprint(data)
pprint.pprint(data, width=40, compact=True)
pprint.pprint(data, depth=1)
pprint.pprint(data, indent=4, width=50)
pprint.pp({"z": 1, "a": [1, 2, {"q": (1, 2, 3)}]}, width=20)
print(pprint.pformat([1, 2, 3]), pprint.saferepr({"b": 1, "a": 2}), pprint.isreadable([1, object()]))
rec = [1, 2]
rec.append(rec)
print(pprint.isrecursive(rec), pprint.isreadable({"a": (1, 2.5, "x", None, True)}))
pprint.pprint(tuple(range(30)))
pprint.pprint((["single"] * 12,))
pprint.pprint(set(range(25)), width=30)
pprint.pprint(frozenset({"pear", "apple", "fig", "banana", "cherry", "date", "elderberry"}), width=30)
pprint.pprint("The quick brown fox jumps over the lazy dog. " * 4)
pprint.pprint({"text": "lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor\nincididunt ut labore"}, width=40)
pprint.pprint(b"\x00\x01binary data that is fairly long indeed and keeps going on" * 2)
pprint.pprint(bytearray(b"abcdefghijklmnopqrstuvwxyz" * 3), width=40)
od = collections.OrderedDict((f"key{i}", i * i) for i in range(8))
pprint.pprint(od, width=40)
c = collections.Counter("the quick brown fox jumps over the lazy dog")
pprint.pprint(c, width=60)
dd = collections.defaultdict(list, {"x": [1, 2, 3] * 6, "y": []})
pprint.pprint(dd, width=40)
dq = collections.deque(range(30), maxlen=40)
pprint.pprint(dq, width=50)
pprint.pprint(collections.deque(range(30)), width=50)
pprint.pprint(collections.ChainMap({"a": list(range(15))}, {"b": list(range(15))}), width=50)

@dataclass
class Item:
    sku: str
    qty: int
    tags: list = field(default_factory=list)
    secret: str = field(default="x", repr=False)

@dataclass
class Order:
    id: int
    items: list
    notes: dict

o = Order(17, [Item("A-100", 3, ["red", "large"]), Item("B-220", 12, ["blue"] * 4)], {"gift": True, "msg": "happy birthday to you"})
pprint.pprint(o)
pprint.pprint(o, width=120)
print(pprint.pformat(o, width=50))

class Custom(dict):
    def __repr__(self):
        return "Custom(...)"
class Plain(dict):
    pass
pprint.pprint([Custom(a=1), Plain({"k" + str(i): i for i in range(12)})])
Point = collections.namedtuple("Point", "x y")
pprint.pprint([Point(i, i * i) for i in range(8)])
pprint.pprint({3: "c", 1: "a", "b": 2, (1, 2): None, 2.5: "f"})
pprint.pprint([[i * j for j in range(12)] for i in range(5)], width=60)
pp = pprint.PrettyPrinter(indent=2, width=30, compact=True)
pp.pprint(list(range(40)))
print(pp.pformat({"k": list(range(10))}))
pprint.pprint(10 ** 20, underscore_numbers=True)
pprint.pprint([10 ** 12, 12345], underscore_numbers=True)
pprint.pprint({"empty": {}, "e2": [], "e3": (), "s": set(), "t": (1,)})
try:
    pprint.PrettyPrinter(indent=-1)
except ValueError as e:
    print(e)
import sys
pprint.pprint({"to": "stdout"}, stream=sys.stdout)
