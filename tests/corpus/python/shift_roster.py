# features: stdlib_dataclasses, stdlib_enum, stdlib_itertools_functools, for_statement, f_string
from dataclasses import dataclass, field
from enum import Enum
import itertools

class Shift(Enum):
    MORNING = "06-14"
    EVENING = "14-22"
    NIGHT = "22-06"

@dataclass(order=True)
class Nurse:
    name: str
    max_shifts: int = 5
    nights_ok: bool = True
    assigned: list = field(default_factory=list, compare=False)

    def can_take(self, day, shift):
        if len(self.assigned) >= self.max_shifts:
            return False
        if shift is Shift.NIGHT and not self.nights_ok:
            return False
        if any(d == day for d, _ in self.assigned):
            return False
        if shift is Shift.MORNING and (day - 1, Shift.NIGHT) in self.assigned:
            return False
        return True

staff = [Nurse("Ines", 4), Nurse("Omar", nights_ok=False), Nurse("Pia", 3), Nurse("Raj"), Nurse("Sol", 2, False)]
days = range(1, 5)
rota = {}
cycle = itertools.cycle(sorted(staff))
for day, shift in itertools.product(days, Shift):
    for _ in range(len(staff)):
        nurse = next(cycle)
        if nurse.can_take(day, shift):
            nurse.assigned.append((day, shift))
            rota[day, shift] = nurse.name
            break
    else:
        rota[day, shift] = "UNFILLED"

header = "day " + " ".join(f"{s.name:<8}" for s in Shift)
print(header)
for day in days:
    print(f"{day:<3} " + " ".join(f"{rota[day, s]:<8}" for s in Shift))
for n in staff:
    print(f"{n.name}: {len(n.assigned)} shifts, nights={sum(1 for _, s in n.assigned if s is Shift.NIGHT)}")
print(Shift("14-22"), Shift.NIGHT.value, [s.name for s in Shift])
