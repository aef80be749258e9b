# features: keyword_only_parameters, positional_only_parameters, default_parameter, varargs, keyword_argument, stdlib_inspect
"""Keyword-only and positional-only parameters: binding, CPython's TypeError texts, defaults, signatures."""
import inspect


def connect(host, port=5432, /, timeout=3.0, *, retries=2, ssl, **options):
    return f"{host}:{port} timeout={timeout} retries={retries} ssl={ssl} {sorted(options.items())}"


def schedule(task, *when, priority: int = 0, tags=()):
    return (task, when, priority, tags)


def pair(left, right, *, sep="-", strict):
    return f"{left}{sep}{right}" + ("!" if strict else "")


def triple(a, b, c, *, d, e):
    return a + b + c + d + e


class Report:
    def render(self, title, *, width=20, fill="="):
        return title.center(width, fill)


print(connect("db", ssl=True))
print(connect("db", 6543, 1.5, ssl=False, retries=5, app="x"))
print(schedule("backup", 1, 2, 3, priority=9))
print(schedule("noop"))
print(pair("a", "b", strict=True), pair(1, 2, sep="+", strict=False))
print(Report().render("hi", fill="*"))

print("defaults:", connect.__defaults__, connect.__kwdefaults__)
print("defaults:", schedule.__defaults__, schedule.__kwdefaults__)
print("defaults:", pair.__defaults__, pair.__kwdefaults__, triple.__kwdefaults__)
print("defaults:", Report.render.__defaults__, Report.render.__kwdefaults__)

calls = [
    lambda: pair("a", "b", "c"),
    lambda: pair("a", "b", "c", strict=True),
    lambda: pair("a", "b"),
    lambda: pair("a"),
    lambda: triple(1, 2),
    lambda: triple(1, 2, 3),
    lambda: triple(1, 2, 3, 4),
    lambda: triple(d=1, e=2),
    lambda: connect("h", 1, 2, 3, ssl=1),
    lambda: Report().render("t", 30),
    lambda: Report().render(),
    lambda: schedule(),
    lambda: pair("a", "b", strict=1, colour="red"),
]
for call in calls:
    try:
        print("ok:", call())
    except TypeError as exc:
        print("TypeError:", exc)

for fn in (connect, schedule, pair, triple, Report.render, Report().render):
    sig = inspect.signature(fn)
    kinds = ", ".join(f"{p.name}:{p.kind.name}" for p in sig.parameters.values())
    print(f"{sig}  [{kinds}]")

sig = inspect.signature(pair)
bound = sig.bind("x", "y", strict=False)
bound.apply_defaults()
print(bound.arguments, bound.args, bound.kwargs)
try:
    sig.bind("x", "y", "z")
except TypeError as exc:
    print("bind:", exc)
try:
    sig.bind("x")
except TypeError as exc:
    print("bind:", exc)
print(inspect.signature(connect).parameters["port"].default, inspect.Parameter.KEYWORD_ONLY.description)


def clamp(value, low=0, high=100, /, *, strict=False):
    return max(low, min(high, value))


def tagged(name, /, **attrs):
    return name, attrs


print(clamp(150), clamp(-5, -3), tagged("div", name="x", cls="y"))
for call in (lambda: clamp(value=3), lambda: clamp(5, low=1, high=2), lambda: clamp(1, 2, 3, 4)):
    try:
        print("ok:", call())
    except TypeError as exc:
        print("TypeError:", exc)
print(inspect.signature(clamp), clamp.__defaults__, clamp.__kwdefaults__)
