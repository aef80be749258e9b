# features: stdlib_heapq_bisect_string, stdlib_json, stdlib_dataclasses, inheritance, generator_expression, stdlib_fractions_copy, stdlib_collections, class_attribute
import json
import copy
from dataclasses import dataclass, field, asdict, fields
from typing import Any
from functools import reduce
import textwrap
import string


DEFAULTS = {
    "server": {"host": "127.0.0.1", "port": 8080, "tls": {"enabled": False, "ciphers": ["AES128", "AES256"]}},
    "logging": {"level": "INFO", "handlers": ["console"]},
    "features": {"beta": False},
}

OVERRIDES = [
    {"server": {"port": 9090, "tls": {"enabled": True}}},
    {"logging": {"handlers": ["+file", "-console"], "level": "debug"}},
    {"features": {"beta": True, "gamma": "${server.host}:${server.port}"}},
    {"server": {"tls": {"ciphers": ["+CHACHA20"]}}, "extra": None},
]


def merge(base: dict, over: dict, path: str = "") -> dict:
    out = copy.deepcopy(base)
    for key, val in over.items():
        here = f"{path}.{key}" if path else key
        if val is None:
            out.pop(key, None)
        elif isinstance(val, dict) and isinstance(out.get(key), dict):
            out[key] = merge(out[key], val, here)
        elif isinstance(val, list) and all(isinstance(v, str) and v[:1] in "+-" for v in val) and key in out:
            cur = list(out[key])
            for v in val:
                if v[0] == "+":
                    cur.append(v[1:])
                elif v[1:] in cur:
                    cur.remove(v[1:])
            out[key] = cur
        else:
            out[key] = val
    return out


def lookup(cfg: dict, dotted: str) -> Any:
    return reduce(lambda d, k: d[k], dotted.split("."), cfg)


class DottedTemplate(string.Template):
    idpattern = r"[a-z][a-z0-9_.]*"


def interpolate(cfg, root=None):
    root = root or cfg
    if isinstance(cfg, dict):
        return {k: interpolate(v, root) for k, v in cfg.items()}
    if isinstance(cfg, list):
        return [interpolate(v, root) for v in cfg]
    if isinstance(cfg, str) and "$" in cfg:
        t = DottedTemplate(cfg)
        return t.substitute({name: lookup(root, name) for name in t.get_identifiers()})
    return cfg


@dataclass
class Settings:
    host: str
    port: int
    tls: bool
    level: str
    handlers: list[str] = field(default_factory=list)

    def __post_init__(self):
        self.level = self.level.upper()
        if not 0 < self.port < 65536:
            raise ValueError(f"bad port {self.port}")


def flatten(d, prefix=""):
    for k, v in sorted(d.items()):
        key = f"{prefix}{k}"
        if isinstance(v, dict):
            yield from flatten(v, key + ".")
        else:
            yield key, v


cfg = reduce(merge, OVERRIDES, DEFAULTS)
cfg = interpolate(cfg)
print(json.dumps(cfg, indent=2, sort_keys=True))
for k, v in flatten(cfg):
    print(f"{k:<22} = {v!r}")
s = Settings(cfg["server"]["host"], cfg["server"]["port"], cfg["server"]["tls"]["enabled"],
             cfg["logging"]["level"], cfg["logging"]["handlers"])
print(s)
print(asdict(s) == {f.name: getattr(s, f.name) for f in fields(s)}, [f.name for f in fields(Settings)])
try:
    Settings("x", 70000, False, "warn")
except ValueError as e:
    print("error:", e)
print(DEFAULTS["server"]["port"], DEFAULTS["logging"]["handlers"])
diff = {k for k, _ in flatten(cfg)} ^ {k for k, _ in flatten(DEFAULTS)}
print(sorted(diff))
print(textwrap.fill(json.dumps(cfg, separators=(",", ":")), width=50, subsequent_indent="  "))
print(textwrap.indent(textwrap.dedent("""\
    level: %(level)s
    port:  %(port)05d
""") % {"level": s.level, "port": s.port}, "> "))


# string.Template as a subclass customises it: the delimiter, the identifier
# pattern (also inside braces only), with CPython's error positions.
class Percent(string.Template):
    delimiter = "%"


class Braces(string.Template):
    braceidpattern = r"[^}]+"


print(Percent("100%% of %who, %{what}s").substitute(who="all", what="thing"))
print(Braces("${a b} and $c").substitute({"a b": 1, "c": 2}))
for src in ["a $ b", "$", "x\ny $", "x\n$", "$ok"]:
    try:
        print(string.Template(src).substitute(ok=1))
    except ValueError as e:
        print(repr(src), e)
t = DottedTemplate("${server.host}:$server.port and $$5 $name")
print(t.get_identifiers(), t.is_valid(), string.Template("$").is_valid())
print(t.safe_substitute({"server.host": "h"}, name="n"))
print(string.Template("$a $b").substitute({"a": 1, "b": 2}, b=3), "idpattern" in DottedTemplate.__dict__)

# a class from a module as a base: its methods are inherited
import collections
import fractions


class Tally(collections.Counter):
    def top(self):
        return self.most_common(1)[0]


class Ratio(fractions.Fraction):
    pass


print(Tally("mississippi").top(), Ratio(3, 4) + 1, isinstance(Ratio(1, 2), fractions.Fraction))
