# features: stdlib_dataclasses, f_string, operator_overloading, generator_expression, lambda, closure
"""Mass-spring-damper and projectile simulation with a small Vec2 class."""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Iterable, NamedTuple


@dataclass(frozen=True, slots=True)
class Vec2:
    x: float = 0.0
    y: float = 0.0

    def __add__(self, other: Vec2) -> Vec2:
        return Vec2(self.x + other.x, self.y + other.y)

    def __sub__(self, other: Vec2) -> Vec2:
        return Vec2(self.x - other.x, self.y - other.y)

    def __mul__(self, k: float) -> Vec2:
        return Vec2(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __truediv__(self, k: float) -> Vec2:
        return Vec2(self.x / k, self.y / k)

    def __neg__(self) -> Vec2:
        return Vec2(-self.x, -self.y)

    def __abs__(self) -> float:
        return math.hypot(self.x, self.y)

    def __iter__(self):
        yield self.x
        yield self.y

    def __format__(self, spec: str) -> str:
        spec = spec or ".3f"
        return f"({self.x:{spec}}, {self.y:{spec}})"


class Sample(NamedTuple):
    t: float
    pos: Vec2
    vel: Vec2


Force = Callable[[Vec2, Vec2], Vec2]


def gravity(g: float = 9.81) -> Force:
    return lambda pos, vel: Vec2(0.0, -g)


def drag(c: float) -> Force:
    return lambda pos, vel: -vel * (c * abs(vel))


def spring(k: float, anchor: Vec2 = Vec2()) -> Force:
    return lambda pos, vel: (anchor - pos) * k


def damper(b: float) -> Force:
    return lambda pos, vel: -vel * b


def simulate(pos: Vec2, vel: Vec2, mass: float, forces: Iterable[Force],
             dt: float, steps: int, stop: Callable[[Sample], bool] | None = None):
    forces = list(forces)
    t = 0.0
    for _ in range(steps):
        # semi-implicit Euler: update velocity first, then position
        total = sum((f(pos, vel) for f in forces), Vec2())
        vel = vel + total / mass * dt
        pos = pos + vel * dt
        t += dt
        sample = Sample(round(t, 10), pos, vel)
        yield sample
        if stop and stop(sample):
            return


def energy(s: Sample, mass: float, k: float) -> float:
    return 0.5 * mass * abs(s.vel) ** 2 + 0.5 * k * abs(s.pos) ** 2


def projectile_report(angle_deg: float, speed: float, c: float) -> None:
    rad = math.radians(angle_deg)
    v0 = Vec2(speed * math.cos(rad), speed * math.sin(rad))
    path = list(simulate(Vec2(), v0, 1.0, [gravity(), drag(c)], 0.01, 10_000,
                         stop=lambda s: s.pos.y < 0))
    apex = max(path, key=lambda s: s.pos.y)
    land = path[-1]
    print(f"angle {angle_deg:4.1f}° drag {c:<5} range {land.pos.x:7.2f} m  "
          f"apex {apex.pos.y:6.2f} m at t={apex.t:.2f}s  flight {land.t:.2f}s")


def main() -> None:
    print("Vec2 demo:", f"{Vec2(3, 4)}", abs(Vec2(3, 4)), f"{Vec2(1, 2) * 2 + -Vec2(0.5, 0.5):.1f}")
    x, y = Vec2(7, -1)
    print("unpacked", x, y, Vec2(1, 2) == Vec2(1.0, 2.0), hash(Vec2(1, 2)) == hash(Vec2(1, 2)))

    k, m = 4.0, 1.0
    omega = math.sqrt(k / m)
    print(f"\nundamped oscillator: omega={omega:.4f} period={2 * math.pi / omega:.4f}")
    samples = list(simulate(Vec2(1, 0), Vec2(), m, [spring(k)], 0.001, 3142))
    e0 = energy(Sample(0, Vec2(1, 0), Vec2()), m, k)
    for s in samples[::785]:
        print(f"  t={s.t:6.3f} pos={s.pos:+.4f} exact_x={math.cos(omega * s.t):+.4f} "
              f"energy drift={energy(s, m, k) - e0:+.2e}")

    print("\ndamped oscillators (time to settle below 0.01):")
    for b in (0.5, 1.0, 4.0, 8.0):
        zeta = b / (2 * math.sqrt(k * m))
        kind = "under" if zeta < 1 else "critically" if zeta == 1 else "over"
        settled = None
        for s in simulate(Vec2(1, 0), Vec2(), m, [spring(k), damper(b)], 0.01, 4_000):
            if abs(s.pos) < 0.01 and abs(s.vel) < 0.01:
                settled = s
                break
        when = f"{settled.t:.3f}s" if settled else "never"
        print(f"  b={b:<4} zeta={zeta:.2f} {kind + 'damped':<18} settles at {when}")

    print("\nprojectiles at 30 m/s:")
    for angle in (15, 30, 45, 60):
        for c in (0.0, 0.01):
            projectile_report(angle, 30.0, c)

    best = max(range(20, 61, 5), key=lambda a: list(simulate(
        Vec2(), Vec2(30 * math.cos(math.radians(a)), 30 * math.sin(math.radians(a))),
        1.0, [gravity(), drag(0.01)], 0.01, 10_000, stop=lambda s: s.pos.y < 0))[-1].pos.x)
    print(f"best angle with drag: {best}°")
    try:
        Vec2(1, 2).x = 5
    except AttributeError as exc:
        print("frozen:", type(exc).__name__)


if __name__ == "__main__":
    main()
