# features: with_statement, try_statement, except_clause, global_builtin_modules, closure
# A tiny test harness: each check runs with stdout captured by
# contextlib.redirect_stdout (nested captures, sys.stdout.write, and
# print(file=sys.stderr) under redirect_stderr), failures reported through
# sys.exc_info() inside the except clause.
import io
import sys
from contextlib import redirect_stdout, redirect_stderr


def greet(name):
    print(f"Hello, {name}!")
    sys.stdout.write("(greeted)\n")


def report(rows):
    for k, v in rows:
        print(f"{k:<6}{v:>5}")
    print("-" * 11)
    inner = io.StringIO()
    with redirect_stdout(inner):
        print("debug: rows =", len(rows))
    return inner.getvalue()


def warn(msg):
    print("warning:", msg, file=sys.stderr)
    return msg.upper()


def broken():
    print("partial output")
    return {}["missing"]


checks = [
    ("greet", lambda: greet("Ada"), "Hello, Ada!\n(greeted)\n"),
    ("report", lambda: report([("a", 1), ("bb", 22)]), "a         1\nbb       22\n-----------\n"),
    ("broken", broken, ""),
    ("mismatch", lambda: print("yes"), "no\n"),
]
passed = 0
for name, fn, expected in checks:
    buf = io.StringIO()
    try:
        with redirect_stdout(buf) as target:
            result = fn()
        assert target is buf
        ok = buf.getvalue() == expected
        passed += ok
        print(f"{'PASS' if ok else 'FAIL'} {name}: {buf.getvalue()!r}" + (f" -> {result!r}" if result else ""))
    except Exception:
        kind, value, _ = sys.exc_info()
        print(f"ERROR {name}: {kind.__name__}: {value} (captured {buf.getvalue()!r})")
        try:
            int("x")
        except ValueError:
            print("  nested:", sys.exc_info()[0].__name__)
        print("  still handling:", sys.exc_info()[0].__name__)
print(f"{passed}/{len(checks)} passed", sys.exc_info())

err = io.StringIO()
with redirect_stderr(err):
    shout = warn("disk almost full")
print(shout, repr(err.getvalue()))
print(sys.stdout is sys.__stdout__, sys.stderr is sys.__stderr__)


def later():
    return sys.exc_info()


print(later())
