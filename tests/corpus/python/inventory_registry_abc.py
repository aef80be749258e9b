# features: stdlib_typing_abc_sys, class_definition, inheritance, super, static_class_methods, stdlib_json, f_string
from abc import ABC, abstractmethod
import json

class Item(ABC):
    registry = {}

    def __init_subclass__(cls, kind=None, **kw):
        super().__init_subclass__(**kw)
        if kind:
            Item.registry[kind] = cls

    def __init__(self, sku, qty):
        self.sku, self.qty = sku, qty

    @abstractmethod
    def unit_value(self): ...

    def value(self):
        return round(self.qty * self.unit_value(), 2)

    @classmethod
    def from_dict(cls, d):
        d = dict(d)
        kind = d.pop("kind")
        return cls.registry[kind](**d)

    def __repr__(self):
        fields = ", ".join(f"{k}={v!r}" for k, v in vars(self).items())
        return f"{type(self).__name__}({fields})"

class Bulk(Item, kind="bulk"):
    def __init__(self, sku, qty, kg_price, kg_per_unit=1.0):
        super().__init__(sku, qty)
        self.kg_price, self.kg_per_unit = kg_price, kg_per_unit

    def unit_value(self):
        return self.kg_price * self.kg_per_unit

class Boxed(Item, kind="boxed"):
    def __init__(self, sku, qty, price):
        super().__init__(sku, qty)
        self.price = price

    def unit_value(self):
        return self.price

DATA = '[{"kind": "bulk", "sku": "RICE", "qty": 40, "kg_price": 1.2, "kg_per_unit": 5},' \
       ' {"kind": "boxed", "sku": "TEA", "qty": 12, "price": 3.75},' \
       ' {"kind": "boxed", "sku": "MUG", "qty": 0, "price": 6.5}]'
items = [Item.from_dict(d) for d in json.loads(DATA)]
for it in items:
    print(it, it.value())
print(sorted(Item.registry))
try:
    Item("X", 1)
except TypeError as e:
    print("TypeError:", e)
report = {it.sku: {"qty": it.qty, "value": it.value()} for it in items if it.qty}
print(json.dumps(report, indent=1, sort_keys=True))
print(sum(it.value() for it in items), max(items, key=Item.value).sku)
