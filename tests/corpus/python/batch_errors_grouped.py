# features: class_definition, try_statement, raise_statement, custom_exception, exception_hierarchy
# A batch importer that validates every record, collects the failures and
# raises them together as an ExceptionGroup; the caller triages the group
# with subgroup/split instead of except*.


class RecordError(ValueError):
    def __init__(self, line, reason):
        super().__init__(f"line {line}: {reason}")
        self.line = line


class MissingField(RecordError):
    pass


def parse(line_no, text):
    parts = [p.strip() for p in text.split(",")]
    if len(parts) != 3:
        raise MissingField(line_no, f"expected 3 fields, got {len(parts)}")
    name, qty, price = parts
    if not name:
        raise MissingField(line_no, "empty name")
    try:
        q = int(qty)
    except ValueError as exc:
        raise RecordError(line_no, f"bad quantity {qty!r}") from exc
    if q < 0:
        raise RecordError(line_no, "negative quantity")
    return name, q, float(price)


def import_batch(lines):
    good, errors = [], []
    for n, text in enumerate(lines, 1):
        try:
            good.append(parse(n, text))
        except (RecordError, ValueError) as exc:
            errors.append(exc)
    if errors:
        raise ExceptionGroup(f"{len(errors)} bad records", errors)
    return good


batch = ["apple, 3, 0.5", "pear, x, 1.0", ", 2, 1.0", "plum, 4", "fig, -1, 2.0", "kiwi, 2, 0.25", "lime, 1, abc"]
try:
    import_batch(batch)
except ExceptionGroup as eg:
    print("caught:", eg)
    print("message:", eg.message, "| count:", len(eg.exceptions))
    for exc in eg.exceptions:
        print("  ", type(exc).__name__, "-", exc)
    missing = eg.subgroup(MissingField)
    print("missing fields:", [str(e) for e in missing.exceptions])
    print("as repr:", repr(missing))
    plain, rest = eg.split(lambda e: type(e) is RecordError)
    print("plain record errors:", len(plain.exceptions), "| rest:", len(rest.exceptions))
    print("rest types:", sorted(type(e).__name__ for e in rest.exceptions))
    print("causes:", [type(e.__cause__).__name__ for e in plain.exceptions])
    print("nothing matches:", eg.subgroup(KeyError), eg.split(KeyError)[0])
    print("all match:", eg.subgroup(Exception) is eg)

# groups nest; split keeps the shape
inner = ExceptionGroup("shard 2", [KeyError("sku-9"), ValueError("qty")])
outer = ExceptionGroup("nightly run", [TypeError("header"), inner, ValueError("footer")])
print(repr(outer))
vals, others = outer.split(ValueError)
print("values:", repr(vals))
print("others:", repr(others))
print("keys only:", repr(outer.subgroup((KeyError,))))
print("derived:", repr(outer.derive([ZeroDivisionError("x")])))

# BaseExceptionGroup picks ExceptionGroup when it can
g = BaseExceptionGroup("mixed", [ValueError(1)])
print(type(g).__name__, isinstance(g, Exception), isinstance(g, BaseExceptionGroup))
g2 = BaseExceptionGroup("stop", [KeyboardInterrupt()])
print(type(g2).__name__, isinstance(g2, Exception), str(g2))

for bad in [("no list",), ("m", []), ("m", [1]), (3, [ValueError()]), ("m", 5)]:
    try:
        ExceptionGroup(*bad)
    except (TypeError, ValueError) as exc:
        print(type(exc).__name__ + ":", exc)
try:
    ExceptionGroup("base inside", [SystemExit(1)])
except TypeError as exc:
    print("TypeError:", exc)


class Batch(ExceptionGroup):
    def derive(self, excs):
        return Batch(self.message + "*", excs)


b = Batch("jobs", [ValueError("a"), OSError("b")])
print(repr(b.subgroup(ValueError)), type(b.subgroup(ValueError)).__name__)
try:
    raise outer
except Exception as exc:
    print("plain except catches the group:", type(exc).__name__, exc)
