# features: stdlib_enum, stdlib_dataclasses, multiple_inheritance, f_string, string_formatting, dictionary_comprehension, generator_expression, builtins
"""Monthly payroll with str-based enums and dataclasses."""
from dataclasses import dataclass, field
from enum import Enum
from decimal import Decimal, ROUND_HALF_UP


class Role(str, Enum):
    ENGINEER = "engineer"
    MANAGER = "manager"
    INTERN = "intern"


class Grade(Enum):
    JUNIOR = 1
    MID = 2
    SENIOR = 3


BASE = {Role.ENGINEER: Decimal("5200"), Role.MANAGER: Decimal("6100"), Role.INTERN: Decimal("1800")}


@dataclass
class Employee:
    name: str
    role: Role
    grade: Grade
    overtime_hours: int = 0
    deductions: list = field(default_factory=list)

    def gross(self) -> Decimal:
        base = BASE[self.role] * (1 + Decimal("0.15") * (self.grade.value - 1))
        hourly = base / Decimal(160)
        return base + hourly * Decimal("1.5") * self.overtime_hours

    def net(self) -> Decimal:
        tax_rate = Decimal("0.22") if self.role != Role.INTERN else Decimal("0.05")
        g = self.gross()
        n = g - g * tax_rate - sum(self.deductions, Decimal(0))
        return n.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)


staff = [
    Employee("Ada", Role.ENGINEER, Grade.SENIOR, overtime_hours=6),
    Employee("Brian", Role.MANAGER, Grade.MID, deductions=[Decimal("120.50")]),
    Employee("Chen", Role.INTERN, Grade.JUNIOR, overtime_hours=10),
    Employee("Dora", Role.ENGINEER, Grade.JUNIOR, deductions=[Decimal("40"), Decimal("15.25")]),
]

print(f"{'name':<8}{'role':<10}{'grade':<8}{'gross':>10}{'net':>10}")
for e in staff:
    print(f"{e.name:<8}{e.role.value:<10}{e.grade.name:<8}{e.gross():>10.2f}{e.net():>10}")

by_role = {}
for e in staff:
    by_role.setdefault(e.role, []).append(e)
for role in Role:
    people = by_role.get(role, [])
    total = sum((p.net() for p in people), Decimal(0))
    print(f"{role.name.title()}: {len(people)} staff, net total {total}")

print(Role("manager") is Role.MANAGER, Role.ENGINEER == "engineer")
print(sorted(r.value for r in Role))
print([g.name for g in sorted(Grade, key=lambda g: -g.value)])
print(repr(Role.INTERN), Grade(2))
print(Role.ENGINEER.upper())
print({r: r.value.capitalize() for r in Role}[Role.MANAGER])
