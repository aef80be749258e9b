# features: stdlib_dataclasses, stdlib_enum, f_string, string_formatting, class_attribute
"""Render data tables with box drawing, wrapping cells, alignment by column type, and totals."""
from __future__ import annotations

import textwrap
from dataclasses import dataclass, field
from enum import Enum
from itertools import zip_longest
from typing import Any, Sequence


class Align(Enum):
    LEFT = "<"
    RIGHT = ">"
    CENTER = "^"


@dataclass
class Column:
    title: str
    width: int | None = None
    align: Align | None = None
    fmt: str = ""

    def render(self, value: Any) -> str:
        if value is None:
            return "—"
        return format(value, self.fmt) if self.fmt else str(value)


@dataclass
class Table:
    columns: list[Column]
    rows: list[Sequence[Any]] = field(default_factory=list)
    style: str = "light"

    STYLES = {"light": "─│┌┬┐├┼┤└┴┘", "heavy": "━┃┏┳┓┣╋┫┗┻┛", "ascii": "-|+++++++++"}

    def add(self, *row: Any) -> "Table":
        if len(row) != len(self.columns):
            raise ValueError(f"row has {len(row)} cells, table has {len(self.columns)} columns")
        self.rows.append(row)
        return self

    def _widths(self) -> list[int]:
        widths = []
        for i, col in enumerate(self.columns):
            natural = max([len(col.title)] + [len(col.render(r[i])) for r in self.rows])
            widths.append(min(natural, col.width) if col.width else natural)
        return widths

    def _align(self, i: int) -> Align:
        col = self.columns[i]
        if col.align:
            return col.align
        numeric = all(isinstance(r[i], (int, float)) or r[i] is None for r in self.rows)
        return Align.RIGHT if numeric else Align.LEFT

    def _line(self, widths, left, mid, right, h):
        return left + mid.join(h * (w + 2) for w in widths) + right

    def render(self) -> str:
        h, v, tl, tm, tr, ml, mm, mr, bl, bm, br = self.STYLES[self.style]
        widths = self._widths()
        out = [self._line(widths, tl, tm, tr, h)]
        titles = [f" {c.title:^{w}} " for c, w in zip(self.columns, widths)]
        out.append(v + v.join(titles) + v)
        out.append(self._line(widths, ml, mm, mr, h))
        for row in self.rows:
            cells = [textwrap.wrap(c.render(x), w) or [""] for c, x, w in zip(self.columns, row, widths)]
            for parts in zip_longest(*cells, fillvalue=""):
                texts = [f" {p:{self._align(i).value}{widths[i]}} " for i, p in enumerate(parts)]
                out.append(v + v.join(texts) + v)
        out.append(self._line(widths, bl, bm, br, h))
        return "\n".join(out)

    def __str__(self) -> str:
        return self.render()


def main():
    planets = Table([Column("Planet"), Column("Moons"), Column("Radius km", fmt=",.0f"),
                     Column("Notes", width=22), Column("Ringed", align=Align.CENTER)])
    planets.add("Mercury", 0, 2439.7, "Closest to the Sun; no atmosphere to speak of", "no")
    planets.add("Earth", 1, 6371.0, "Home", "no")
    planets.add("Jupiter", 95, 69911.0, "Largest planet, Great Red Spot storm", "yes")
    planets.add("Saturn", 146, 58232.0, None, "yes")
    print(planets)
    planets.style = "ascii"
    print(planets.render().splitlines()[0])
    total = sum(r[1] for r in planets.rows)
    print(f"{'moons in total':>20}: {total:>5}")

    sales = Table([Column("Region"), Column("Q1", fmt=".1f"), Column("Q2", fmt=".1f"), Column("Δ", fmt="+.1%")],
                  style="heavy")
    data = {"North": (120.5, 133.0), "South": (98.25, 91.0), "East": (143.0, 143.0)}
    for region, (q1, q2) in sorted(data.items()):
        sales.add(region, q1, q2, (q2 - q1) / q1)
    print(sales)
    try:
        sales.add("West", 1.0)
    except ValueError as e:
        print("error:", e)
    print([a.name for a in Align], Align("^"), Column("x").render(3.5))


if __name__ == "__main__":
    main()
