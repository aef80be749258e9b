# features: with_statement, finally_clause, break_statement, continue_statement, yield, global_builtin_modules, custom_exception, decorator
from contextlib import contextmanager, suppress, ExitStack, nullcontext, closing


class LedgerError(Exception):
    pass


class Transaction:
    """Commits on a clean exit, rolls back (and swallows LedgerError) otherwise."""

    def __init__(self, ledger, name):
        self.ledger = ledger
        self.name = name
        self.pending = []

    def __enter__(self):
        print(f"begin {self.name}")
        return self

    def add(self, account, amount):
        if self.ledger.get(account, 0) + amount < 0:
            raise LedgerError(f"{account} would go negative")
        self.pending.append((account, amount))

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            for account, amount in self.pending:
                self.ledger[account] = self.ledger.get(account, 0) + amount
            print(f"commit {self.name}: {len(self.pending)} entries")
            return False
        print(f"rollback {self.name}: {exc_type.__name__}: {exc}")
        return issubclass(exc_type, LedgerError)


ledger = {"cash": 100}
with Transaction(ledger, "t1") as t:
    t.add("cash", -40)
    t.add("rent", 40)
with Transaction(ledger, "t2") as t:
    t.add("cash", -500)
    print("not reached")
try:
    with Transaction(ledger, "t3") as t:
        t.add("cash", 1)
        {}["missing"]
except KeyError as e:
    print("KeyError escaped the with:", e)
print(ledger)


@contextmanager
def tag(name, log):
    log.append(f"<{name}>")
    try:
        yield name.upper()
    except ValueError as e:
        log.append(f"!{e}")
    finally:
        log.append(f"</{name}>")


log = []
with tag("a", log) as a, tag("b", log) as b:
    log.append(a + b)
with tag("c", log):
    raise ValueError("bad c")
try:
    with tag("d", log):
        raise TypeError("bad d")
except TypeError as e:
    log.append(f"outer caught {e}")
print(" ".join(log))


def first_negative(rows):
    for i, row in enumerate(rows):
        with tag(f"row{i}", log):
            if row < 0:
                return i
    return None


log.clear()
print(first_negative([3, 1, -2, 5]), log)

log.clear()
for n in range(5):
    with tag(str(n), log):
        if n == 1:
            continue
        if n == 3:
            break
        log.append("body")
print(log)

for n in range(4):
    try:
        if n % 2:
            continue
        print("even", n)
    finally:
        print("finally", n)

with suppress(ZeroDivisionError, KeyError):
    print("before")
    1 / 0
    print("not reached")
print("suppressed")

with ExitStack() as stack:
    names = [stack.enter_context(tag(x, log)) for x in "xyz"]
    stack.callback(print, "callback runs first")
    log.clear()
    print("inside", names)
print(log)

with nullcontext(42) as v:
    print("nullcontext", v)


class Resource:
    def __init__(self, name):
        self.name = name

    def close(self):
        print("closed", self.name)


with closing(Resource("db")) as r:
    print("using", r.name)


@tag("deco", log)
def decorated():
    return "result"


log.clear()
print(decorated(), log)

from contextlib import AbstractContextManager, ContextDecorator


class Indent(AbstractContextManager):
    level = 0

    def __enter__(self):
        Indent.level += 1
        return "  " * Indent.level

    def __exit__(self, *exc):
        Indent.level -= 1


class audited(ContextDecorator):
    def __init__(self, label):
        self.label = label

    def __enter__(self):
        print("audit start", self.label)
        return self

    def __exit__(self, *exc):
        print("audit end", self.label, exc[0].__name__ if exc[0] else "ok")
        return False


@audited("payroll")
def run_payroll(n):
    print("paying", n)
    return n * 2


with Indent() as pad:
    with Indent() as pad2:
        print(pad2 + "level", Indent.level)
    print(pad + "level", Indent.level)
print("level", Indent.level)
print(run_payroll(3))
try:
    with audited("failing"):
        raise RuntimeError("disk full")
except RuntimeError as e:
    print("still raised:", e)


def quiet_exit(exc_type, exc, tb):
    print("push callback saw", exc_type.__name__ if exc_type else None)
    return exc_type is KeyError


with ExitStack() as stack:
    stack.push(quiet_exit)
    {}["gone"]
print("KeyError swallowed by the pushed callback")

with ExitStack() as outer:
    outer.callback(print, "moved callback")
    later = outer.pop_all()
print("outer exited, nothing ran")
later.close()
