# features: operator_overloading, f_string, builtin_subclass_new, class_definition
"""Physical quantities with dimensional analysis: arithmetic, conversion, and formatting."""
from __future__ import annotations

import math
import operator
from fractions import Fraction
from functools import reduce
from typing import ClassVar

BASE = ("m", "kg", "s", "A", "K")


class DimensionError(TypeError):
    pass


class Dim(tuple):
    """Exponents of the base units, immutable and hashable."""

    def __new__(cls, *exps):
        exps = tuple(Fraction(e) for e in exps) + (Fraction(0),) * (len(BASE) - len(exps))
        return super().__new__(cls, exps)

    def __mul__(self, other):
        return Dim(*map(operator.add, self, other))

    def __truediv__(self, other):
        return Dim(*map(operator.sub, self, other))

    def __pow__(self, n):
        return Dim(*(e * n for e in self))

    def __str__(self):
        parts = []
        for name, e in zip(BASE, self):
            if e == 1:
                parts.append(name)
            elif e:
                parts.append(f"{name}^{e}")
        return "·".join(parts) or "1"


class Quantity:
    NAMED: ClassVar[dict] = {}
    __slots__ = ("value", "dim")

    def __init__(self, value, dim=Dim()):
        self.value = float(value)
        self.dim = dim

    def _check(self, other, op):
        if not isinstance(other, Quantity):
            other = Quantity(other)
        if other.dim != self.dim:
            raise DimensionError(f"cannot {op} [{self.dim}] and [{other.dim}]")
        return other

    def __add__(self, other):
        return Quantity(self.value + self._check(other, "add").value, self.dim)

    __radd__ = __add__

    def __sub__(self, other):
        return Quantity(self.value - self._check(other, "subtract").value, self.dim)

    def __mul__(self, other):
        if isinstance(other, Quantity):
            return Quantity(self.value * other.value, self.dim * other.dim)
        return Quantity(self.value * other, self.dim)

    __rmul__ = __mul__

    def __truediv__(self, other):
        if isinstance(other, Quantity):
            return Quantity(self.value / other.value, self.dim / other.dim)
        return Quantity(self.value / other, self.dim)

    def __rtruediv__(self, other):
        return Quantity(other / self.value, Dim() / self.dim)

    def __pow__(self, n):
        return Quantity(self.value ** n, self.dim ** Fraction(n))

    def __neg__(self):
        return Quantity(-self.value, self.dim)

    def __eq__(self, other):
        return isinstance(other, Quantity) and self.dim == other.dim and math.isclose(self.value, other.value)

    def __lt__(self, other):
        return self.value < self._check(other, "compare").value

    def __hash__(self):
        return hash((round(self.value, 9), self.dim))

    def __bool__(self):
        return self.value != 0

    def to(self, unit: Quantity) -> float:
        return self.value / self._check(unit, "convert").value

    def __repr__(self):
        return f"Quantity({self.value!r}, {self.dim})"

    def __format__(self, spec):
        name = Quantity.NAMED.get(self.dim)
        unit = name if name else str(self.dim)
        return f"{format(self.value, spec or 'g')} {unit}"


m = Quantity(1, Dim(1))
kg = Quantity(1, Dim(0, 1))
s = Quantity(1, Dim(0, 0, 1))
A = Quantity(1, Dim(0, 0, 0, 1))
N = kg * m / s ** 2
J = N * m
W = J / s
V = W / A
km, minute, hour, g = 1000 * m, 60 * s, 3600 * s, kg / 1000
Quantity.NAMED.update({N.dim: "N", J.dim: "J", W.dim: "W", V.dim: "V", (m / s).dim: "m/s",
                       Dim(): "", (V / A).dim: "Ω"})


def main():
    print("dimensions:", N.dim, "|", J.dim, "|", V.dim, "|", (m ** 0.5).dim)
    car_mass = 1200 * kg
    v = 100 * km / hour
    ke = 0.5 * car_mass * v ** 2
    print(f"car at {v.to(km / hour):.0f} km/h = {v:.2f}, kinetic energy {ke:,.0f}")
    print(f"  = {ke.to(1000 * J):.1f} kJ, braking distance at 8000 N: {(ke / (8000 * N)).to(m):.1f} m")
    power = ke / (9 * s)
    print(f"  power to reach it in 9 s: {power:.4g} ({power.to(735.5 * W):.1f} hp)")
    i = 2.5 * A
    r = 4.7 * V / A
    print(f"ohm: {i * r:.3g}, power {(i * i * r):.4g}, resistance {r}")
    dist = sum([3 * km, 250 * m, 1200 * m], 0 * m)
    print(f"route {dist:.0f} = {dist.to(km):.2f} km; pace 5:30 /km -> {(dist.to(km) * 5.5 * minute).to(minute):.1f} min")
    period = 2 * math.pi * ((2 * m) / (9.81 * m / s ** 2)) ** 0.5
    print(f"pendulum 2 m: period {period:.3f}")
    legs = sorted([5 * km, 800 * m, 12000 * m, 0.3 * km])
    print("sorted legs:", [f"{x.to(km):g}" for x in legs], "longest", f"{max(legs):.0f}")
    print("set dedupe:", len({1 * km, 1000 * m, 1 * m}), "truthy:", bool(0 * m), bool(g))
    print(repr(reduce(operator.mul, [m, m, m])), (1 / s).dim, f"{(m / m):.1f}|")
    for bad in [lambda: m + s, lambda: (5 * kg).to(m), lambda: kg < N]:
        try:
            bad()
        except DimensionError as e:
            print("DimensionError:", e)
    print(f"{3 * km + 4:.0f}")


if __name__ == "__main__":
    main()
