# features: stdlib_dataclasses, stdlib_enum, property_descriptor, f_string, try_statement
from dataclasses import dataclass, field
from enum import Enum


class Category(Enum):
    TOOLS = "tools"
    FOOD = "food"
    TOYS = "toys"


@dataclass(order=True)
class Item:
    sort_key: tuple = field(init=False, repr=False)
    name: str
    category: Category
    qty: int
    unit_cost: float

    def __post_init__(self):
        self.sort_key = (self.category.value, self.name)

    @property
    def value(self):
        return self.qty * self.unit_cost


@dataclass(frozen=True)
class Location:
    aisle: int
    shelf: str


stock = [
    Item("hammer", Category.TOOLS, 4, 12.5),
    Item("apple", Category.FOOD, 120, 0.3),
    Item("yo-yo", Category.TOYS, 0, 3.0),
    Item("wrench", Category.TOOLS, 9, 8.75),
    Item("bread", Category.FOOD, 14, 2.2),
]

for item in sorted(stock):
    flag = " (out of stock)" if item.qty == 0 else ""
    print(f"{item.category.name:<6} {item.name:<8} {item.qty:>4} @ {item.unit_cost:6.2f} = {item.value:8.2f}{flag}")

total = sum(i.value for i in stock)
print(f"total value: {total:,.2f}")
print(max(stock).name, min(stock).name)

loc = Location(3, "B")
print(loc, hash(loc) == hash(Location(3, "B")))
try:
    loc.aisle = 4
except Exception as e:
    print(type(e).__name__, e)
places = {loc: "hammer"}
print(places[Location(3, "B")])
print(Item("a", Category.TOYS, 1, 1.0) < Item("b", Category.TOYS, 1, 1.0))
