# features: stdlib_re, custom_exception, string_methods, try_statement
import re

CONFIG = """
# server settings
[server]
host = example.org
port = 8080
debug = yes

[database]
url = postgres://user@db/main   ; inline comment
pool = 5
timeout = 2.5
tags = a, b , c

[empty]
"""


class ConfigError(Exception):
    pass


def parse(text):
    sections = {}
    current = None
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = re.sub(r"\s*[;#].*$", "", raw).strip()
        if not line:
            continue
        m = re.fullmatch(r"\[(\w+)\]", line)
        if m:
            current = sections.setdefault(m.group(1), {})
            continue
        if "=" not in line:
            raise ConfigError(f"line {lineno}: expected key = value, got {line!r}")
        if current is None:
            raise ConfigError(f"line {lineno}: key outside section")
        key, _, value = line.partition("=")
        current[key.strip()] = convert(value.strip())
    return sections


def convert(v):
    if v.lower() in ("yes", "true", "on"):
        return True
    if v.lower() in ("no", "false", "off"):
        return False
    for cast in (int, float):
        try:
            return cast(v)
        except ValueError:
            pass
    if "," in v:
        return [p.strip() for p in v.split(",")]
    return v


cfg = parse(CONFIG)
for name, values in cfg.items():
    print(f"[{name}]")
    for k, v in values.items():
        print(f"  {k:<8} = {v!r} ({type(v).__name__})")
for bad in ["key = 1", "[s]\nnovalue"]:
    try:
        parse(bad)
    except ConfigError as e:
        print("ConfigError:", e)
print(cfg["database"]["pool"] * cfg["database"]["timeout"], cfg.get("missing", {}).get("x", "default"))
