# features: import_from_statement, for_statement, try_statement, tuple_unpacking
# Zero to a negative power is an infinity in decimal: printed, compared, sorted, converted.
from decimal import Decimal, InvalidOperation
for base, e in [(0, -1), ("-0", -3), ("-0", -2), ("0.00", -5), (2, -2), (0, 3)]:
    r = Decimal(base) ** e
    print(base, e, r, repr(r), r.is_infinite(), r.is_finite(), float(r), bool(r), r > 10 ** 30, -r, abs(r), r == Decimal(base) ** e)
inf = Decimal(0) ** -1
print(sorted([Decimal(5), inf, -inf, Decimal("-2.5")]), max(Decimal(1), inf), hash(inf) == hash(float("inf")))
try:
    int(inf)
except OverflowError as e:
    print("OverflowError:", e)
