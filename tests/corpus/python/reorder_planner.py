# features: stdlib_dataclasses, stdlib_itertools_functools, stdlib_typing_abc_sys, property_descriptor, recursion, lambda, f_string, raise_statement
"""Inventory reorder planning: dataclasses, groupby, reduce and a cached knapsack."""
from dataclasses import dataclass, field
from functools import reduce, lru_cache
from itertools import groupby, accumulate
from typing import List


@dataclass
class Item:
    sku: str
    category: str
    on_hand: int
    daily_use: float
    unit_cost: float
    lead_days: int = 7
    tags: List[str] = field(default_factory=list)

    def __post_init__(self):
        if self.on_hand < 0:
            raise ValueError(f"{self.sku}: negative stock")
        self.sku = self.sku.upper()

    @property
    def days_left(self):
        return self.on_hand / self.daily_use if self.daily_use else float("inf")

    @property
    def needs_reorder(self):
        return self.days_left < self.lead_days * 1.5


items = [
    Item("bolt-m4", "hardware", 420, 35, 0.05),
    Item("nut-m4", "hardware", 90, 30, 0.03, tags=["fast"]),
    Item("glue", "supplies", 12, 0.5, 4.75, lead_days=14),
    Item("tape", "supplies", 5, 1.2, 2.10),
    Item("drill", "tools", 3, 0, 89.0, lead_days=21),
    Item("saw-blade", "tools", 4, 0.6, 12.5),
]
try:
    Item("ghost", "x", -1, 1, 1)
except ValueError as e:
    print("rejected:", e)

items.sort(key=lambda i: (i.category, -i.days_left))
for cat, group in groupby(items, key=lambda i: i.category):
    group = list(group)
    print(f"{cat}: " + ", ".join(f"{i.sku}({i.days_left:.1f}d)" for i in group))
reorder = [i for i in items if i.needs_reorder]
print("reorder:", [i.sku for i in reorder])
budget = 60
costs = [(i.sku, round(i.daily_use * 30 * i.unit_cost), round(i.daily_use * 30)) for i in reorder]
print("costs:", costs)


@lru_cache(maxsize=None)
def best(k, money):
    if k == len(costs) or money <= 0:
        return 0, ()
    skip = best(k + 1, money)
    sku, cost, units = costs[k]
    if cost <= money:
        val, chosen = best(k + 1, money - cost)
        take = (val + units, (sku,) + chosen)
        return max(skip, take)
    return skip


print("within budget", budget, "->", best(0, budget))
print(best.cache_info().hits > 0)
value = reduce(lambda acc, i: acc + i.on_hand * i.unit_cost, items, 0.0)
print(f"stock value {value:.2f}")
print(list(accumulate(i.on_hand for i in items)))
print(items[0])
