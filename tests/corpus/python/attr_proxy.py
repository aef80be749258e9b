# features: class_definition, dunder_methods, dictionary, try_statement, except_clause, f_string, builtins, string_methods
# Objects that answer unknown attributes through __getattr__: a settings namespace, a logging proxy, a record wrapper.


class Settings:
    def __init__(self, **values):
        self._values = dict(values)

    def __getattr__(self, name):
        try:
            return self._values[name]
        except KeyError:
            raise AttributeError(f"no setting named {name!r}") from None

    def describe(self):
        return ", ".join(f"{k}={v}" for k, v in sorted(self._values.items()))


class CallLogger:
    """Forwards everything to the wrapped object and records method calls."""

    def __init__(self, target):
        self.target = target
        self.calls = []

    def __getattr__(self, name):
        attr = getattr(self.target, name)
        if not callable(attr):
            return attr

        def wrapper(*args):
            self.calls.append(f"{name}{args}")
            return attr(*args)

        return wrapper


class Record:
    fields = ("id", "name", "qty")

    def __init__(self, row):
        self.row = row

    def __getattr__(self, name):
        if name in Record.fields:
            return self.row[Record.fields.index(name)]
        if name.startswith("upper_"):
            return str(getattr(self, name[6:])).upper()
        raise AttributeError(name)


cfg = Settings(host="localhost", port=8080, debug=False)
print(cfg.host, cfg.port, cfg.debug)
print(cfg.describe())
try:
    cfg.timeout
except AttributeError as e:
    print("AttributeError:", e)
print(getattr(cfg, "retries", 3), hasattr(cfg, "host"), hasattr(cfg, "nope"))

items = CallLogger([3, 1, 2])
items.append(0)
items.sort()
print(items.target, items.count(1), items.calls)
text = CallLogger("Hello World")
print(text.lower(), text.split(), text.calls)

r = Record((7, "widget", 12))
print(r.id, r.name, r.qty, r.upper_name, r.row)
try:
    r.price
except AttributeError as e:
    print("AttributeError:", e)
