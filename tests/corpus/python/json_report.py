# features: stdlib_json, import_statement, dictionary, list, try_statement, except_clause, lambda, class_definition
import json

# An order export: encode with every formatting option, decode it back,
# and report malformed documents the way CPython's decoder does.
order = {
    "id": 1042,
    "customer": "Zoë \"Z\" Smith",
    "total": 129.95,
    "ratio": 2 / 3,
    "tiny": 1e-07,
    "huge": 10 ** 21,
    "paid": True,
    "coupon": None,
    "lines": [{"sku": "A-1", "qty": 2, "price": 19.5}, {"sku": "B-7", "qty": 1, "price": 90.95}],
    "tags": ("rush", "gift"),
    "notes": "line1\nline2\ttab \u00e9\u20ac",
    "empty": {}, "none": [],
}
print(json.dumps(order))
print(json.dumps(order, ensure_ascii=False))
print(json.dumps(order, sort_keys=True, indent=2))
print(json.dumps(order["lines"], separators=(",", ":")))
print(json.dumps([1, [2, [3, {}]]], indent="\t"))
print(json.dumps({3: "int", 1.5: "float", False: "bool", None: "null"}))
print(json.dumps([float("inf"), -float("inf"), float("nan")]))
try:
    json.dumps([float("nan")], allow_nan=False)
except ValueError as e:
    print("ValueError:", e)


class Money:
    def __init__(self, cents):
        self.cents = cents


print(json.dumps({"due": Money(1250)}, default=lambda m: {"cents": m.cents}))
try:
    json.dumps({"due": Money(5)})
except TypeError as e:
    print("TypeError:", e)
try:
    json.dumps({(1, 2): "tuple key"})
except TypeError as e:
    print("TypeError:", e)
print(json.dumps({(1, 2): "skipped", "kept": 1}, skipkeys=True))
loop = []
loop.append(loop)
try:
    json.dumps(loop)
except ValueError as e:
    print("ValueError:", e)

back = json.loads(json.dumps(order))
print(back["lines"][1]["price"], back["tags"], back["customer"], back == order)
doc = ' {"a": [1, -2.5e3, 0, "s\\u00e9\\n\\"q\\"", true, false, null], "b": {"c": -0, "d": 1E2}} '
value = json.loads(doc)
print(value, type(value["b"]["d"]).__name__)
print(json.loads('"\\ud83d\\ude00"') == "\U0001F600", json.loads("[NaN, Infinity]"))
print(json.loads('{"x": 1, "x": 2}'), json.loads("12"), json.loads('"just text"'))
print(json.loads('{"v": 1.10}', parse_float=str), json.loads('[1, 2]', parse_int=lambda t: int(t) * 10))
print(json.loads('{"b": 1, "a": 2}', object_pairs_hook=lambda pairs: sorted(pairs)))
print(json.loads('{"n": {"m": 1}}', object_hook=lambda d: len(d)))
for bad in ['{"a": 1,}', '[1, 2', 'nul', '{"a" 1}', '', '   ', '[1,]', '"open', '{"k": "v"} x',
            '["a\\qb"]', '["\\u12"]', '{1: 2}', '[1 2]', '\n\n  [-]', '["tab\there"]']:
    try:
        json.loads(bad)
        print("parsed", repr(bad))
    except json.JSONDecodeError as e:
        print(f"{bad!r:16} -> {e} | msg={e.msg!r} pos={e.pos} line={e.lineno} col={e.colno}")
print(issubclass(json.JSONDecodeError, ValueError))
import sys


class Inbox:
    def read(self):
        return '{"from": "file-like", "n": [1, 2]}'


json.dump({"written": [1, 2.0]}, sys.stdout, indent=1)
print()
print(json.load(Inbox()), json.JSONDecoder().decode("[true]"), json.JSONEncoder(sort_keys=True).encode({"b": 1, "a": 2}))
print(json.JSONDecoder().raw_decode('{"a": 1} trailing'))
