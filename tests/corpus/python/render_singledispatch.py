# features: decorator, class_definition, stdlib_dataclasses, function_definition
from functools import singledispatch, singledispatchmethod
from dataclasses import dataclass
from decimal import Decimal


@dataclass
class Point:
    x: float
    y: float


class Point3(Point):
    pass


@singledispatch
def render(obj, indent=0):
    """Render any value as text."""
    return " " * indent + f"<{type(obj).__name__}>"


@render.register
def _(obj: int, indent=0):
    return " " * indent + f"int {obj:+d}"


@render.register(float)
@render.register(Decimal)
def _render_real(obj, indent=0):
    return " " * indent + f"real {obj:.2f}"


@render.register
def _(obj: list, indent=0):
    inner = "\n".join(render(x, indent + 2) for x in obj)
    return " " * indent + "list:\n" + inner


@render.register(Point)
def _(p, indent=0):
    return " " * indent + f"point({p.x}, {p.y})"


for v in [3, True, 2.5, Decimal("1.005"), "s", [1, [2.0, None]], Point(1, 2), Point3(0, 0)]:
    print(render(v))
print(render.dispatch(bool).__name__, render.dispatch(str) is render.registry[object], len(render.registry))
print(render.__name__, render.__doc__)


def area(w: float, h: float = 1.0, *rest: int, scale: "float" = 1, **kw: str) -> float:
    return w * h * scale


print(area.__annotations__)


class Formatter:
    @singledispatchmethod
    def fmt(self, arg):
        return f"? {arg!r}"

    @fmt.register
    def _(self, arg: int):
        return f"int {arg}"

    @fmt.register(str)
    def _(self, arg):
        return f"str {arg.upper()}"


f = Formatter()
print(f.fmt(4), f.fmt("hey"), f.fmt(2.5))
try:
    @render.register
    def bad(x):
        return x
except TypeError as e:
    print("TypeError:", str(e)[:45])
print(isinstance(float, type), isinstance(Point, type), isinstance(len, type), isinstance(3, type))
print(issubclass(bool, int), issubclass(int, (str, float)), issubclass(Point3, object), issubclass(int, object))
print((3).__class__, "s".__class__.__name__, (1.5).__class__.__name__, True.__class__, render(2 ** 70))
