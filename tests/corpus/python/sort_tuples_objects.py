# features: comparison, class_definition, decorator, stdlib_dataclasses, tuple
# Sorting records by tuples whose items are objects: dates, Decimals,
# dataclasses with order=True and classes with __lt__.
import heapq
from dataclasses import dataclass
from datetime import date
from decimal import Decimal
from functools import total_ordering


@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int
    patch: int = 0

    def __str__(self):
        return f"{self.major}.{self.minor}.{self.patch}"


@total_ordering
class Priority:
    ORDER = ["low", "normal", "high", "urgent"]

    def __init__(self, name):
        self.name = name

    def __eq__(self, other):
        return self.name == other.name

    def __lt__(self, other):
        return self.ORDER.index(self.name) < self.ORDER.index(other.name)

    def __repr__(self):
        return f"Priority({self.name!r})"


payments = [
    (date(2024, 3, 1), Decimal("19.99"), "rent share"),
    (date(2024, 1, 15), Decimal("5.00"), "coffee"),
    (date(2024, 3, 1), Decimal("2.50"), "bus"),
    (date(2024, 1, 15), Decimal("5.00"), "cake"),
]
for d, amount, what in sorted(payments):
    print(d.isoformat(), f"{amount:>6}", what)
print(max(payments)[2], min(payments, key=lambda p: (p[1], p[0]))[2])
print(sorted(payments, key=lambda p: (p[1], p[2]), reverse=True)[0])

releases = [(Version(1, 10), "ten"), (Version(1, 2), "two"), (Version(1, 2, 1), "two-one"), (Version(0, 9), "beta")]
releases.sort()
print([f"{v}:{n}" for v, n in releases])
print((Version(1, 2), "a") < (Version(1, 2), "b"), [Version(2, 0)] > [Version(1, 99), Version(0, 0)])
print([Version(1, 0)] <= [Version(1, 0)], (Version(1, 0),) >= (Version(1, 0), Version(0, 1)))

tickets = [(Priority("normal"), 3, "docs"), (Priority("urgent"), 1, "outage"), (Priority("normal"), 1, "typo"),
           (Priority("low"), 7, "refactor"), (Priority("urgent"), 2, "security")]
for p, n, name in sorted(tickets, reverse=True):
    print(p.name.ljust(7), n, name)

queue = []
for p, n, name in tickets:
    heapq.heappush(queue, ((-Priority.ORDER.index(p.name), n), name))
print([heapq.heappop(queue)[1] for _ in range(len(queue))])

nested = [[(Version(1, 0), 2)], [(Version(1, 0), 1)], [(Version(0, 5), 9)]]
print([str(x[0][0]) + "/" + str(x[0][1]) for x in sorted(nested)])
try:
    sorted([(Priority("low"), 1), (Priority("low"), "x")])
except TypeError as e:
    print("TypeError:", e)
