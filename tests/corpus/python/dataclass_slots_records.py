# features: stdlib_dataclasses, class_definition, try_statement, except_clause
# Memory-lean sensor records declared with @dataclass(slots=True): typos in attribute names are refused
# (no per-instance __dict__), while fields stay assignable, comparable and printable.
from dataclasses import dataclass, field, asdict, replace, fields


@dataclass(slots=True)
class Reading:
    sensor: str
    value: float
    unit: str = "C"
    tags: list = field(default_factory=list)


@dataclass(slots=True, order=True)
class Window:
    start: int
    end: int

    @property
    def length(self):
        return self.end - self.start


@dataclass(frozen=True, slots=True)
class SensorId:
    site: str
    number: int


readings = [Reading("t1", 21.5), Reading("t2", 19.0, tags=["north"]), Reading("h1", 40.0, "%")]
for r in readings:
    print(r, asdict(r))
r = readings[0]
r.value += 0.25
r.tags.append("calibrated")
print(r, Reading.__slots__, hasattr(r, "__dict__"), [f.name for f in fields(r)])
for name in ("valeu", "__dict__"):
    try:
        if name == "__dict__":
            print(r.__dict__)
        else:
            setattr(r, name, 1.0)
    except AttributeError as e:
        print("AttributeError:", e)
try:
    r.unti = "F"
except AttributeError as e:
    print("AttributeError:", e)
print(replace(r, unit="F"), r == Reading("t1", 21.75, "C", ["calibrated"]))

windows = sorted([Window(5, 9), Window(1, 4), Window(1, 2)])
print(windows, [w.length for w in windows], Window(1, 2) < Window(1, 3))
try:
    windows[0].size = 3
except AttributeError as e:
    print("AttributeError:", e)

sid = SensorId("lab", 7)
print(sid, hash(sid) == hash(SensorId("lab", 7)), {sid: "ok"}[SensorId("lab", 7)])
try:
    sid.number = 8
except AttributeError as e:
    print(type(e).__name__, e)
try:
    @dataclass(slots=True)
    class Bad:
        __slots__ = ("x",)
        x: int
except TypeError as e:
    print("TypeError:", e)
