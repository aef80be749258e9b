# features: global_builtin_modules, stdlib_collections, f_string, lambda
import csv
import io
from collections import defaultdict

DATA = """region,product,units,price
North,Widget,12,2.50
South,Gadget,3,10.00
North,Gadget,7,10.00
East,Widget,20,2.50
South,Widget,5,2.50
East,Doohickey,1,99.99
"""

def load(text):
    reader = csv.DictReader(io.StringIO(text))
    rows = []
    for row in reader:
        row["units"] = int(row["units"])
        row["price"] = float(row["price"])
        rows.append(row)
    return rows

rows = load(DATA)
by_region = defaultdict(float)
for r in rows:
    by_region[r["region"]] += r["units"] * r["price"]

print(f"{'Region':<8}{'Revenue':>10}")
for region, total in sorted(by_region.items(), key=lambda kv: -kv[1]):
    print(f"{region:<8}{total:>10.2f}")

out = io.StringIO()
writer = csv.writer(out)
writer.writerow(["product", "units"])
totals = {}
for r in rows:
    totals[r["product"]] = totals.get(r["product"], 0) + r["units"]
for name in sorted(totals):
    writer.writerow([name, totals[name]])
writer.writerow(["note", 'has "quotes", and commas'])
print(out.getvalue(), end="")

for line in csv.reader(["a,b,c", '1,"x,y",3']):
    print(line)
