# features: property_descriptor, class_definition, dunder_methods, decorator, custom_exception
"""Form fields validated by descriptors; expensive summaries cached per object."""
from functools import cached_property


class Field:
    """A data descriptor: __set__ validates, __get__ reads the stored value."""

    def __init__(self, name, kind, minimum=None):
        self.name, self.kind, self.minimum = name, kind, minimum
        self.slot = "_" + name

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        return getattr(obj, self.slot, None)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f"{self.name} must be {self.kind.__name__}, not {type(value).__name__}")
        if self.minimum is not None and value < self.minimum:
            raise ValueError(f"{self.name} must be >= {self.minimum}")
        setattr(obj, self.slot, value)

    def __repr__(self):
        return f"Field({self.name!r})"


class Lazy:
    """A non-data descriptor: computed once, then the instance attribute wins."""

    def __init__(self, fn):
        self.fn = fn

    def __get__(self, obj, owner=None):
        if obj is None:
            return self
        value = self.fn(obj)
        setattr(obj, self.fn.__name__, value)
        return value


class Order:
    quantity = Field("quantity", int, minimum=1)
    price = Field("price", float, minimum=0.0)
    customer = Field("customer", str)

    def __init__(self, customer, quantity, price):
        self.customer = customer
        self.quantity = quantity
        self.price = price

    @Lazy
    def reference(self):
        print(f"  (allocating reference for {self.customer})")
        return f"{self.customer[:3].upper()}-{self.quantity:03d}"

    @cached_property
    def total(self):
        print(f"  (pricing {self.customer})")
        return round(self.quantity * self.price, 2)


orders = [Order("alice", 3, 9.99), Order("bob", 12, 1.25)]
for o in orders:
    print(o.customer, o.quantity, o.price, o.total, o.total, o.reference, o.reference)
print(sorted(k for k in vars(orders[0]) if not k.startswith("_")), orders[0]._quantity)

attempts = [("quantity", 0), ("quantity", "2"), ("price", -1.0), ("price", 3), ("customer", None), ("quantity", 5)]
for field, value in attempts:
    try:
        setattr(orders[1], field, value)
        print(f"set {field} = {value!r}")
    except (TypeError, ValueError) as e:
        print(f"{type(e).__name__}: {e}")
print(orders[1].quantity, orders[1].total, Order.quantity, type(Order.reference).__name__, type(Order.total).__name__)
del orders[1].total
print(orders[1].total)
