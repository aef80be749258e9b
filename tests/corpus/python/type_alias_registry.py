# features: stdlib_typing_abc_sys, decorator, function_definition, generic_alias_values
# A small config validator: a schema maps field names to type aliases and
# unions (list[int], int | None, typing.Optional[str]), checked with
# isinstance and described by the aliases' own reprs; values are formatted
# by a singledispatch function whose overloads register through annotations.
import functools
import sys
import typing
from typing import Optional, Union, get_args, get_origin

Port = int
Tags = list[str]
Limits = dict[str, list[int]]

SCHEMA = {
    "name": str,
    "port": Port,
    "timeout": float | int,
    "retries": int | None,
    "owner": Optional[str],
    "tags": Tags,
    "limits": Limits,
    "mode": Union[str, int],
}


def check(field, value):
    expected = SCHEMA[field]
    origin = get_origin(expected)
    if origin in (list, dict):
        if not isinstance(value, origin):
            return f"{field}: expected {expected}, got {type(value).__name__}"
        if origin is list:
            (item,) = get_args(expected)
            bad = [v for v in value if not isinstance(v, item)]
            return f"{field}: bad items {bad}" if bad else None
        key_t, val_t = get_args(expected)
        for k, v in value.items():
            if not isinstance(k, key_t) or not isinstance(v, get_origin(val_t)):
                return f"{field}: bad entry {k!r}"
        return None
    if not isinstance(value, expected):
        return f"{field}: expected {expected}, got {type(value).__name__}"
    return None


@functools.singledispatch
def render(value):
    return f"<{type(value).__name__}>"


@render.register
def _(value: int | float):
    return f"{value:,}"


@render.register
def _(value: list | tuple):
    return "[" + ", ".join(str(v) for v in value) + "]"


@render.register(str)
def _(value):
    return repr(value)


@render.register(type(None))
def _(value):
    return "-"


configs = [
    {"name": "web", "port": 8080, "timeout": 2.5, "retries": 3, "owner": None,
     "tags": ["edge", "http"], "limits": {"cpu": [1, 2]}, "mode": "fast"},
    {"name": "db", "port": "5432", "timeout": 10, "retries": None, "owner": "ops",
     "tags": ["sql", 7], "limits": {"mem": (4, 8)}, "mode": 2},
]

print("schema:")
for field, t in SCHEMA.items():
    print(f"  {field:8} {t!r:28} origin={get_origin(t)}")

for cfg in configs:
    problems = [p for p in (check(f, cfg[f]) for f in SCHEMA) if p]
    print(cfg["name"], "ok" if not problems else "invalid")
    for p in problems:
        print("  -", p)
        print("warning:", p, file=sys.stderr)
    print("  " + " | ".join(f"{k}={render(v)}" for k, v in cfg.items() if k != "limits"))

print(int | str == str | int, Optional[int] == Union[int, None], list[int] == list[int])
print(int | int, (int | None) | str, typing.List[int], typing.Dict[str, Tags])
print(isinstance(None, Optional[int]), issubclass(bool, int | str), isinstance(2.0, int | str))
try:
    isinstance([], list[int])
except TypeError as e:
    print("TypeError:", e)
try:
    typing.List[int]()
except TypeError as e:
    print("TypeError:", e)
print(list[int]("123"), dict[str, int](a=1))
sys.stderr.write("done\n")
