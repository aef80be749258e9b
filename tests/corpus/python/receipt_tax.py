# features: global_builtin_modules, property_descriptor, class_definition, default_parameter, f_string
from decimal import Decimal, ROUND_HALF_UP

CENT = Decimal("0.01")
RATES = {"food": Decimal("0.00"), "books": Decimal("0.05"), "other": Decimal("0.10")}

class LineItem:
    def __init__(self, name, price, qty=1, category="other", imported=False):
        self.name, self.price, self.qty = name, Decimal(price), qty
        self.category, self.imported = category, imported

    @property
    def tax(self):
        rate = RATES[self.category] + (Decimal("0.05") if self.imported else 0)
        raw = self.price * self.qty * rate
        # round up to the nearest 0.05
        return (raw / Decimal("0.05")).quantize(Decimal("1"), rounding="ROUND_CEILING") * Decimal("0.05")

    @property
    def total(self):
        return (self.price * self.qty + self.tax).quantize(CENT, rounding=ROUND_HALF_UP)

cart = [
    LineItem("book", "12.49", 2, "books"),
    LineItem("music CD", "14.99"),
    LineItem("chocolate bar", "0.85", 3, "food"),
    LineItem("imported perfume", "47.50", imported=True),
    LineItem("imported chocolates", "11.25", 1, "food", True),
]
for item in cart:
    print(f"{item.qty} {item.name:<22}{item.total:>8}")
taxes = sum((i.tax for i in cart), Decimal(0))
print(f"Sales Taxes: {taxes:.2f}")
print(f"Total: {sum(i.total for i in cart)}")
