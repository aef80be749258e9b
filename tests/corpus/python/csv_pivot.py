# features: stdlib_collections, lambda, dictionary_comprehension, list_comprehension, f_string, string_formatting, generator_expression, builtins
"""Pivot sales rows into a region x quarter table using csv and dict tricks."""
import csv
import io
from collections import defaultdict

RAW = """region,quarter,product,units,price
North,Q1,widget,10,2.50
North,Q2,widget,14,2.50
South,Q1,gadget,3,10.00
South,Q1,widget,7,2.50
East,Q3,gizmo,1,99.99
North,Q1,gadget,2,10.00
South,Q4,gizmo,2,95.00
East,Q3,widget,20,2.25
"""

rows = list(csv.DictReader(io.StringIO(RAW)))
pivot = defaultdict(lambda: defaultdict(float))
for r in rows:
    pivot[r["region"]][r["quarter"]] += int(r["units"]) * float(r["price"])
quarters = sorted({r["quarter"] for r in rows})
out = io.StringIO()
writer = csv.writer(out, lineterminator="\n")
writer.writerow(["region"] + quarters + ["total"])
for region in sorted(pivot, key=lambda k: -sum(pivot[k].values())):
    vals = [pivot[region].get(q, 0.0) for q in quarters]
    writer.writerow([region] + [f"{v:.2f}" for v in vals] + [f"{sum(vals):.2f}"])
print(out.getvalue(), end="")
by_product = {}
for r in rows:
    by_product.setdefault(r["product"], []).append(int(r["units"]))
print({p: (len(u), sum(u), max(u)) for p, u in sorted(by_product.items())})
best = max(rows, key=lambda r: int(r["units"]) * float(r["price"]))
print("best line:", ", ".join(f"{k}={v}" for k, v in best.items()))
col_totals = [round(sum(pivot[r].get(q, 0) for r in pivot), 2) for q in quarters]
print(dict(zip(quarters, col_totals)))
dw = io.StringIO()
w = csv.DictWriter(dw, fieldnames=["product", "note"], lineterminator="\n", quoting=csv.QUOTE_NONNUMERIC)
w.writeheader()
w.writerow({"product": "gizmo", "note": 'big, "premium"'})
print(dw.getvalue(), end="")
print(next(csv.reader(['a,"b,c",d'])))
