# features: stdlib_enum, stdlib_json, f_string, builtin_subclass_new, try_statement, dunder_methods
"""Numbers parsed from bytes, json from bytes, http enums, and f-string {x} as format(x, '')."""
import json
from http import HTTPStatus, HTTPMethod


class Money:
    __slots__ = ("cents",)

    def __init__(self, cents):
        self.cents = cents

    def __format__(self, spec):
        return f"${self.cents / 100:{spec or ',.2f'}}"


class Pair(tuple):
    def __str__(self):
        return "<" + "|".join(map(str, self)) + ">"


class Code(int):
    def __str__(self):
        return f"code#{int(self)}"


m = Money(123456)
print(f"{m}", f"{m:.0f}", format(m), "{}".format(m), "{:.1f}".format(m))
p = Pair((1, 2))
print(f"{p}", format(p, ""), "{}".format(p), str(p), repr(p))
c = Code(7)
print(f"{c}", f"{c:03d}", format(c, ""), c + 1)

print(type(b""), type(bytearray(b"x")), type(memoryview(b"ab")), type(b"a:b".partition(b":")[2]))
print(int(b"42"), int(b" -17 "), int(b"ff", 16), int(bytearray(b"0o17"), 0), int(b"1_000"))
print(float(b"2.5"), float(bytearray(b" -1e3 ")), float(b"inf"))
for bad in (b"12a", b"\xff1", b"", bytearray(b"0x")):
    for conv in (int, float):
        try:
            conv(bad)
        except ValueError as e:
            print(f"{conv.__name__}: {e}")

raw = b'{"items": [1, 2], "name": "caf\xc3\xa9"} trailing'
body = raw[:raw.index(b"}") + 1]
print(json.loads(body), json.loads(bytearray(b"[true, null]")))
print(json.detect_encoding(b'{"a": 1}'), json.detect_encoding(b'\x00{\x00"'), json.detect_encoding(b'{\x00\x00\x00'))
try:
    json.loads(12)
except TypeError as e:
    print(e)

print(HTTPStatus(404).phrase, HTTPStatus.OK == 200, HTTPStatus.NOT_FOUND.description, len(HTTPStatus))
s = HTTPStatus.UNSUPPORTED_MEDIA_TYPE
print(s.name, int(s), s.value, f"{s.value} {s.phrase}", repr(s), str(s), f"{s}", s + 1)
print(HTTPMethod.GET, repr(HTTPMethod.POST), HTTPMethod.PATCH.description, HTTPMethod("PUT").name, len(HTTPMethod))
print(list(HTTPStatus)[:3], HTTPStatus.IM_A_TEAPOT.phrase, HTTPStatus["CREATED"].value)
print(sorted([HTTPStatus.NOT_FOUND, HTTPStatus.OK, HTTPStatus.FOUND]), HTTPStatus(418) is HTTPStatus.IM_A_TEAPOT)
print(sorted({st.value // 100 for st in HTTPStatus}), isinstance(HTTPStatus.OK, int))
by_class = {}
for st in HTTPStatus:
    by_class.setdefault(st // 100, []).append(st.name)
print({k: len(v) for k, v in by_class.items()})
try:
    HTTPStatus(999)
except ValueError as e:
    print(e)
