# features: stdlib_collections, tuple_unpacking, generator_expression, f_string, string_formatting, list_comprehension, lambda, builtins
"""Reconcile a bank statement against a ledger using dates and decimals."""
from datetime import date, timedelta
from decimal import Decimal
from collections import defaultdict

STATEMENT = """2024-03-01,Opening balance,1500.00
2024-03-02,Coffee Roasters,-12.40
2024-03-04,Salary ACME,2750.00
2024-03-05,Rent March,-1200.00
2024-03-09,Grocer,-86.15
2024-03-15,Refund Grocer,6.20
2024-03-28,Phone bill,-39.99
2024-03-31,Interest,1.87"""

LEDGER = [
    ("2024-03-02", "coffee", "-12.40"),
    ("2024-03-03", "salary", "2750.00"),
    ("2024-03-05", "rent", "-1200.00"),
    ("2024-03-10", "groceries", "-86.15"),
    ("2024-03-20", "gym", "-45.00"),
    ("2024-03-28", "phone", "-39.99"),
]


def parse_statement(text):
    rows = []
    for line in text.splitlines():
        day, desc, amount = line.split(",")
        rows.append((date.fromisoformat(day), desc, Decimal(amount)))
    return rows


stmt = parse_statement(STATEMENT)
opening = stmt.pop(0)[2]
ledger = [(date.fromisoformat(d), cat, Decimal(a)) for d, cat, a in LEDGER]
matched, unmatched_stmt = [], []
remaining = list(ledger)
for day, desc, amount in stmt:
    hit = next((l for l in remaining if l[2] == amount and abs((l[0] - day).days) <= 2), None)
    if hit:
        remaining.remove(hit)
        matched.append((day, desc, hit[1], (day - hit[0]).days))
    else:
        unmatched_stmt.append((day, desc, amount))

print(f"opening {opening}")
for day, desc, cat, lag in matched:
    print(f"  {day:%d %b} {desc:<16} -> {cat:<10} lag {lag:+d}d")
print("only on statement:")
for day, desc, amount in unmatched_stmt:
    print(f"  {day.isoformat()} {desc} {amount:+.2f}")
print("only in ledger:", [(d.strftime("%m/%d"), c, str(a)) for d, c, a in remaining])
closing = opening + sum(a for _, _, a in stmt)
print("closing", closing, "quantized", closing.quantize(Decimal("0.1")))
weekly = defaultdict(Decimal)
for day, _, amount in stmt:
    monday = day - timedelta(days=day.weekday())
    weekly[monday] += amount
for monday in sorted(weekly):
    print(f"week of {monday} ({monday.strftime('%A')}): {weekly[monday]:>9}")
span = stmt[-1][0] - stmt[0][0]
print(span.days, "days;", span, ";", date(2024, 3, 31) + timedelta(weeks=1, days=1))
print(date(2024, 2, 28) + timedelta(days=1), date(2024, 3, 1).toordinal() - date(2024, 1, 1).toordinal())
print(max(stmt, key=lambda r: abs(r[2]))[1], min(a for *_, a in stmt))
