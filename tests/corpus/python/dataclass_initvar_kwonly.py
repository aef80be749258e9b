# features: stdlib_dataclasses, class_definition, exception_hierarchy, match_statement
"""Order records for a shop built with dataclasses: InitVar parameters that
feed __post_init__ without becoming fields, keyword-only fields (the
decorator's kw_only, field(kw_only=True) and the KW_ONLY marker), class
variables that are not fields, and replace()/asdict() over all of them."""
from dataclasses import dataclass, field, fields, InitVar, KW_ONLY, replace, asdict, astuple
from typing import ClassVar, NamedTuple


class Money(NamedTuple):
    amount: int
    currency: str


@dataclass
class Line:
    sku: str
    unit_cents: int
    qty: int = 1
    discount_pct: InitVar[int] = 0
    total: int = field(init=False)
    created: ClassVar[int] = 0

    def __post_init__(self, discount_pct):
        Line.created += 1
        self.total = self.unit_cents * self.qty * (100 - discount_pct) // 100


@dataclass(kw_only=True)
class Address:
    street: str
    city: str
    country: str = "NL"


@dataclass
class Order:
    number: int
    lines: list = field(default_factory=list)
    _: KW_ONLY
    rush: bool = False
    note: str = ""
    price: Money = field(default=Money(0, "EUR"))


@dataclass(frozen=True)
class Coupon:
    code: str
    percent: int
    expires_in: InitVar[int]
    valid: bool = field(init=False, default=True)
    flag: int = field(kw_only=True, default=0)

    def __post_init__(self, expires_in):
        if expires_in < 0:
            raise ValueError(f"coupon {self.code} already expired")


def main():
    a = Line("apple", 40, 5)
    b = Line("pear", 75, 4, 10)
    c = Line("fig", 120, qty=2, discount_pct=50)
    print(a, b, c, sep="\n")
    print("lines made:", Line.created, [f.name for f in fields(Line)], "discount_pct" in Line.__dataclass_fields__)
    print(Line.discount_pct, Line.qty, hasattr(Line, "total"))
    print(asdict(c), astuple(b))
    d = replace(b, qty=8, discount_pct=25)
    print(d, Line.created)
    try:
        replace(b, total=1)
    except ValueError as e:
        print("ValueError:", e)

    home = Address(street="Main 1", city="Utrecht")
    print(home, Address(city="Oslo", street="Karl Johans gate", country="NO"))
    try:
        Address("Main 1", "Utrecht")
    except TypeError as e:
        print("TypeError:", e)
    try:
        Address(street="x")
    except TypeError as e:
        print("TypeError:", e)

    o = Order(7, [a, b], rush=True)
    print(o.number, len(o.lines), o.rush, repr(o.note), o.price)
    print(Order(8), Order(9, note="gift wrap"))
    try:
        Order(10, [], True)
    except TypeError as e:
        print("TypeError:", e)
    print(asdict(replace(Order(11), price=Money(250, "USD")))["price"], Order.__match_args__)

    k = Coupon("SPRING", 15, expires_in=30, flag=2)
    print(k, [f.name for f in fields(k)], Coupon.__match_args__)
    try:
        replace(k, percent=20)
    except ValueError as e:
        print("ValueError:", e)
    print(replace(k, percent=20, expires_in=1))
    try:
        Coupon("OLD", 5, -3)
    except ValueError as e:
        print("ValueError:", e)
    try:
        asdict(Money(1, "EUR"))
    except TypeError as e:
        print("TypeError:", e)

    match o:
        case Order(7, [first, *_]):
            print("order 7 starts with", first.sku)

    try:
        @dataclass
        class Bad:
            x: int = 0
            y: int
    except TypeError as e:
        print("TypeError:", e)


main()
