# features: stdlib_collections, unary_operators, for_statement, f_string, dictionary_comprehension
# Reconciling a warehouse count against the ledger with Counter arithmetic.
from collections import Counter

ledger = Counter({"bolt": 120, "nut": 80, "washer": 40, "gear": 5})
counted = Counter(bolt=118, nut=85, washer=40, spring=3)

diff = counted.copy()
diff.subtract(ledger)
print("raw diff:", dict(sorted(diff.items())))
print("surplus:", +diff)
print("missing:", -diff)
print("either:", dict(sorted((ledger | counted).items())), "both:", dict(sorted((ledger & counted).items())))
print("combined:", (ledger + counted).most_common(3), "net:", ledger - counted)
for item, n in sorted((+diff).items()):
    print(f"  {item:<7} +{n}")
for item, n in sorted((-diff).items()):
    print(f"  {item:<7} -{n}")
print({k: v for k, v in diff.items() if v == 0}, diff.total(), sum((+diff).values()))
