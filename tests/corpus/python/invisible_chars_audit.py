# features: string_methods, list_comprehension, f_string, builtins, dictionary, for_statement
# Auditing pasted user names for invisible characters: repr shows escapes, isprintable flags them, cleaning strips them.
pasted = ["Zoë", "\ufeffAdmin", "bob\u200b", "Jos\u00e9\u00a0Luis", "tab\tbed", "\u202eevil\u202c",
          "line\u2028break", "soft\u00adhyphen", "ok name", "caf\u00e9 \U0001F600", "priv\ue000ate", "\x85nel"]

report = {}
for name in pasted:
    bad = [f"U+{ord(c):04X}" for c in name if not c.isprintable()]
    report[name] = bad
    status = "clean" if not bad else "suspicious: " + ", ".join(bad)
    print(f"{name!r:28} len={len(name):2}  {status}")


def clean(s):
    return "".join(c if c.isprintable() else (" " if c.isspace() else "") for c in s).strip()


cleaned = [clean(n) for n in pasted]
print(cleaned)
print(sum(1 for v in report.values() if v), "of", len(report), "names need cleaning")
print(repr("\u00a0".join(["a", "b"])), ascii("\u00a0"), str("x\u200by"), [chr(0x7f), chr(0xa0), chr(0x3000)])
print("ok name".isprintable(), "\u00e9".isprintable(), "\u2003".isprintable(), "".isprintable())
