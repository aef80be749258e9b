# features: class_definition, attribute_protocol, super, keyword_argument, f_string, try_statement, delete_statement
class Audited:
    def __init__(self, **kw):
        object.__setattr__(self, "_log", [])
        for k, v in kw.items():
            setattr(self, k, v)

    def __setattr__(self, name, value):
        if name.startswith("_"):
            raise AttributeError(f"cannot set private {name}")
        old = getattr(self, name, None)
        self._log.append((name, old, value))
        super().__setattr__(name, value)

    def __delattr__(self, name):
        self._log.append((name, getattr(self, name), None))
        super().__delattr__(name)

acct = Audited(owner="zoe", balance=10)
acct.balance += 15
acct.balance -= 5
acct.note = "vip"
del acct.note
try:
    acct._secret = 1
except AttributeError as e:
    print(e)
for name, old, new in acct._log:
    print(f"{name:8} {old!s:>5} -> {new}")
print(acct.balance, hasattr(acct, "note"))
