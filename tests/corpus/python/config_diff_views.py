# features: dictionary, set, f_string, string_methods, comparison, builtins
"""Compare two service configs the way a deploy script would."""

old = {"host": "db1", "port": 5432, "pool": 10, "debug": False, "timeout": 30}
new = {"host": "db2", "port": 5432, "pool": 20, "retries": 3, "timeout": 30}

print(old.keys())
print(new.values())
print(list(old.items())[:2], len(new.items()))

added = new.keys() - old.keys()
removed = old.keys() - new.keys()
common = old.keys() & new.keys()
print(f"{sorted(added)=}")
print(f"{sorted(removed) = }")
changed = {k: (old[k], new[k]) for k in sorted(common) if old[k] != new[k]}
print(f"{changed=}")
print(f"{len(common)=:>4}|{old['pool'] * 2=}|{new.get('missing')!s:>6}|")
print(old.keys() == new.keys(), old.keys() == {"host", "port", "pool", "debug", "timeout"}, old.keys() == list(old))
print(sorted(old.keys() | new.keys()), sorted(old.keys() ^ new.keys()))
print(old.items() & new.items() == {("port", 5432), ("timeout", 30)}, ("host", "db2") in new.items())
print(old.values() == old.values(), sorted(new.values(), key=str))

required = {"host", "port"}
granted = {"read", "write"}
print(required <= new.keys(), required < old.keys(), {"read"} < granted, granted >= {"read", "write"}, granted > granted)
print(frozenset({"read"}) <= granted, set() < granted, granted <= granted, not ({"admin"} <= granted))

for name, value in sorted(new.items(), key=lambda kv: kv[0]):
    marker = "+" if name in added else "~" if name in changed else " "
    print(f"{marker} {name:<8}{value!r:>8}")

for label in ["10", "²", "½", "٣", "Ⅻ", "7a", "", "一"]:
    print(f"{label!r:>5}: decimal={label.isdecimal()!s:<5} digit={label.isdigit()!s:<5} numeric={label.isnumeric()!s:<5} alnum={label.isalnum()}")

width = 12
total = sum(v for v in new.values() if isinstance(v, int) and not isinstance(v, bool))
print(f"{total=:,} {width=} {total / width=:.2f} {'x' * 3=}")
