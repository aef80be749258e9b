# features: stdlib_dataclasses, decorator, class_definition, annotated_assignment, inheritance
from dataclasses import dataclass, field, asdict, astuple, replace, fields
from typing import List, Optional


@dataclass
class Product:
    sku: str
    name: str
    price: float
    quantity: int = 0
    tags: List[str] = field(default_factory=list)

    @property
    def value(self) -> float:
        return self.price * self.quantity

    def restock(self, n: int) -> None:
        self.quantity += n


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0

    def __str__(self):
        return f"{self.major}.{self.minor}.{self.patch}"


@dataclass
class Perishable(Product):
    days_left: int = 7

    def __post_init__(self):
        if self.days_left < 3:
            self.tags.append("discount")


@dataclass
class Order:
    id: int
    lines: List[Product] = field(default_factory=list)
    note: Optional[str] = field(default=None, repr=False)

    def total(self) -> float:
        return sum(p.value for p in self.lines)


widget = Product("W-1", "widget", 2.5, 10)
gadget = Product("G-7", "gadget", 12.0)
gadget.restock(3)
print(widget)
print(gadget, gadget.value)
print(widget == Product("W-1", "widget", 2.5, 10), widget == gadget)
milk = Perishable("M-2", "milk", 1.2, 4, days_left=2)
print(milk, milk.value)
order = Order(1, [widget, gadget, milk], note="rush")
print(order)
print(f"total: {order.total():.2f}", order.note)
print(asdict(gadget))
print(astuple(Version(1, 2)))
versions = [Version(1, 10), Version(1, 2, 5), Version(0, 9), Version(1, 2)]
print([str(v) for v in sorted(versions)], max(versions))
print(Version(2) > Version(1, 99), Version(1, 2) == Version(1, 2, 0))
print(replace(widget, quantity=0), [f.name for f in fields(Product)])
try:
    Product("X", "broken")
except TypeError as e:
    print("TypeError:", e)
