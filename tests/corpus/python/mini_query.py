# features: stdlib_collections, stdlib_itertools_functools, lambda, keyword_argument, f_string, set_comprehension
from operator import itemgetter
from itertools import groupby
from collections import namedtuple

Row = namedtuple("Row", "city product qty price")
ROWS = [Row(*r) for r in [
    ("Oslo", "apple", 12, 0.5), ("Lima", "pear", 3, 0.8), ("Oslo", "pear", 7, 0.75),
    ("Kyiv", "apple", 20, 0.45), ("Lima", "apple", 9, 0.55), ("Kyiv", "plum", 4, 1.2),
    ("Oslo", "plum", 1, 1.5), ("Lima", "plum", 11, 1.1),
]]

def select(rows, where=None, order_by=None, desc=False, limit=None):
    out = [r for r in rows if where is None or where(r)]
    if order_by:
        out.sort(key=attrgetter_multi(order_by), reverse=desc)
    return out[:limit] if limit is not None else out

def attrgetter_multi(fields):
    names = fields.split(",")
    return lambda r: tuple(getattr(r, n.strip()) for n in names)

def group_sum(rows, key, value):
    rows = sorted(rows, key=lambda r: getattr(r, key))
    return {k: round(sum(value(r) for r in g), 2) for k, g in groupby(rows, key=lambda r: getattr(r, key))}

print("top revenue rows:")
for r in select(ROWS, order_by="qty", desc=True, limit=3):
    print(f"  {r.city:<5} {r.product:<6} {r.qty:>3} x {r.price:.2f} = {r.qty * r.price:6.2f}")
print("apples:", [r.city for r in select(ROWS, where=lambda r: r.product == "apple", order_by="city")])
print("revenue by city:", group_sum(ROWS, "city", lambda r: r.qty * r.price))
print("qty by product:", group_sum(ROWS, "product", itemgetter(2)))
best = max(ROWS, key=lambda r: r.qty * r.price)
print("best:", best, best._fields)
cities = sorted(sorted({r.city for r in ROWS}), key=len)
print(cities, Row._make(["Rome", "fig", 2, 3.0]))
