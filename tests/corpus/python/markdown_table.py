# features: stdlib_dataclasses, closure, generator_expression, f_string, string_methods, string_formatting, lambda, builtins
"""Render records as aligned Markdown tables with per-column alignment."""
from operator import itemgetter, attrgetter
from dataclasses import dataclass


@dataclass
class Planet:
    name: str
    moons: int
    radius_km: float
    rings: bool


PLANETS = [
    Planet("Mercury", 0, 2439.7, False),
    Planet("Venus", 0, 6051.8, False),
    Planet("Earth", 1, 6371.0, False),
    Planet("Mars", 2, 3389.5, False),
    Planet("Jupiter", 95, 69911.0, True),
    Planet("Saturn", 146, 58232.0, True),
    Planet("Uranus", 28, 25362.0, True),
    Planet("Neptune", 16, 24622.0, True),
]


def fmt(value):
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:,.1f}"
    return str(value)


def table(rows, columns, align):
    cells = [[fmt(getattr(r, c)) for c in columns] for r in rows]
    widths = [max(len(c), *(len(row[i]) for row in cells)) for i, c in enumerate(columns)]
    def line(values):
        parts = []
        for v, w, a in zip(values, widths, align):
            parts.append(v.rjust(w) if a == "r" else v.center(w) if a == "c" else v.ljust(w))
        return "| " + " | ".join(parts) + " |"
    sep = []
    for w, a in zip(widths, align):
        dash = "-" * w
        sep.append(dash[:-1] + ":" if a == "r" else ":" + dash[1:-1] + ":" if a == "c" else dash)
    return "\n".join([line(columns), "| " + " | ".join(sep) + " |"] + [line(r) for r in cells])


cols = ["name", "moons", "radius_km", "rings"]
print(table(PLANETS, cols, "lrrc"))
print()
big = sorted((p for p in PLANETS if p.moons > 10), key=attrgetter("moons"), reverse=True)
print(table(big, ["name", "moons"], "lr"))
pairs = sorted(((p.name, p.radius_km) for p in PLANETS), key=itemgetter(1))
print(pairs[0], pairs[-1])
print(", ".join(map(attrgetter("name"), filter(attrgetter("rings"), PLANETS))))
total = sum(map(attrgetter("moons"), PLANETS))
print(f"total moons: {total:>5}; mean radius {sum(p.radius_km for p in PLANETS) / len(PLANETS):,.2f} km")
get = itemgetter(0, 2)
print(get(["a", "b", "c"]), itemgetter("x")({"x": 9}))
print(f"{'centered':^20}|", f"{3.14159:08.3f}", f"{12345678:_}", f"{0.256:.1%}", f"{-42:+05d}")
