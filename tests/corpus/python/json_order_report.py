# features: stdlib_json, dictionary_comprehension, set_comprehension, f_string, try_statement, except_clause, generator_expression
# Order totals from a JSON document, reported back as JSON in several layouts.
import json

raw = '''
{"store": "Downtown", "orders": [
  {"id": 101, "customer": "Ana", "items": [{"sku": "A1", "qty": 2, "price": 3.5}, {"sku": "B7", "qty": 1, "price": 12.0}]},
  {"id": 102, "customer": "Bo", "items": [{"sku": "A1", "qty": 5, "price": 3.5}], "note": null},
  {"id": 103, "customer": "Ana", "items": [], "rush": true},
  {"id": 104, "customer": "Chen \\u00e9", "items": [{"sku": "C3", "qty": 3, "price": 0.99}]}
]}
'''

data = json.loads(raw)
print(type(data).__name__, list(data))
totals = {}
for order in data["orders"]:
    total = sum(it["qty"] * it["price"] for it in order["items"])
    totals.setdefault(order["customer"], []).append(round(total, 2))
    print(f"order {order['id']:>4}: {order['customer']:<8} {total:8.2f} rush={order.get('rush', False)} note={order.get('note', 'n/a')!r}")

summary = {
    "store": data["store"],
    "customers": {name: {"orders": len(v), "spent": round(sum(v), 2)} for name, v in sorted(totals.items())},
    "skus": sorted({it["sku"] for o in data["orders"] for it in o["items"]}),
    "empty_orders": [o["id"] for o in data["orders"] if not o["items"]],
}
print(json.dumps(summary, indent=2))
print(json.dumps(summary, sort_keys=True))
print(json.dumps(summary["customers"], ensure_ascii=False, separators=(",", ":")))
print(json.dumps([1.0, 2.5, None, True, "a\"b\n"], indent=None))
try:
    json.loads('{"a": 1,}')
except json.JSONDecodeError as e:
    print("error:", e.msg, e.pos)
