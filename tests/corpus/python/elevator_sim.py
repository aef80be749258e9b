# features: stdlib_enum, stdlib_dataclasses, lambda, f_string, for_statement, break_statement
# A single elevator serving timed requests, with enums and dataclasses.
from enum import Enum, auto
from dataclasses import dataclass, field

class Direction(Enum):
    UP = auto()
    DOWN = auto()
    IDLE = auto()

    def __str__(self):
        return self.name.lower()

@dataclass
class Request:
    at: int
    src: int
    dst: int

@dataclass
class Elevator:
    floor: int = 0
    direction: Direction = Direction.IDLE
    riders: list = field(default_factory=list)
    stops: set = field(default_factory=set)
    moved: int = 0

    def step(self):
        if not self.stops:
            self.direction = Direction.IDLE
            return
        target = min(self.stops, key=lambda f: (abs(f - self.floor), f))
        if target > self.floor:
            self.direction = Direction.UP
            self.floor += 1
            self.moved += 1
        elif target < self.floor:
            self.direction = Direction.DOWN
            self.floor -= 1
            self.moved += 1

requests = [Request(0, 0, 5), Request(1, 3, 1), Request(2, 6, 0), Request(4, 2, 4), Request(9, 5, 5)]
waiting = []
lift = Elevator()
delivered = []
for t in range(30):
    for r in [r for r in requests if r.at == t]:
        if r.src == r.dst:
            print(f"t={t}: ignoring no-op request {r}")
            continue
        waiting.append(r)
        lift.stops.add(r.src)
    for r in list(waiting):
        if r.src == lift.floor:
            waiting.remove(r)
            lift.riders.append(r)
            lift.stops.add(r.dst)
            print(f"t={t}: board at {lift.floor} -> {r.dst}")
    for r in list(lift.riders):
        if r.dst == lift.floor:
            lift.riders.remove(r)
            delivered.append((r, t))
            print(f"t={t}: drop at {lift.floor} (waited {t - r.at})")
    if lift.floor in lift.stops and not any(r.src == lift.floor for r in waiting) and not any(r.dst == lift.floor for r in lift.riders):
        lift.stops.discard(lift.floor)
    lift.step()
    if not waiting and not lift.riders and not lift.stops and t > 9:
        print(f"t={t}: idle at floor {lift.floor}, direction {lift.direction}")
        break
print("moved", lift.moved, "floors; delivered", len(delivered))
print(Direction.UP, repr(Direction.DOWN), list(Direction), Direction["IDLE"].value)
print(max(delivered, key=lambda d: d[1] - d[0].at))
