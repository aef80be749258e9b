# features: import_from_statement, with_statement, f_string, class_definition, for_statement
# A small ledger kept in Decimal so cents never drift: interest at a daily
# rate, VAT rounded half-up per line, a split of a bill with the remainder
# spread over the first shares, and a report formatted with grouping.
from decimal import Decimal, ROUND_HALF_UP, ROUND_DOWN, getcontext, localcontext, InvalidOperation

CENT = Decimal("0.01")


class Account:
    def __init__(self, owner, opening):
        self.owner = owner
        self.balance = Decimal(opening)
        self.history = []

    def post(self, memo, amount):
        amount = Decimal(amount).quantize(CENT, rounding=ROUND_HALF_UP)
        self.balance += amount
        self.history.append((memo, amount, self.balance))

    def accrue(self, annual_rate, days):
        daily = Decimal(annual_rate) / 365
        interest = (self.balance * daily * days).quantize(CENT, rounding=ROUND_HALF_UP)
        self.post(f"interest {days}d", interest)
        return daily


acct = Account("Ada", "1250.00")
acct.post("groceries", "-84.355")
acct.post("salary", "3200")
acct.post("refund", Decimal("19.995"))
daily = acct.accrue("0.0425", 31)
print("daily rate:", daily)
for memo, amount, balance in acct.history:
    print(f"{memo:<14}{amount:>12,.2f}{balance:>12,.2f}")

lines = [("widget", Decimal("19.99"), 3), ("gadget", Decimal("4.25"), 7), ("gizmo", Decimal("0.333"), 9)]
vat = Decimal("0.21")
total = Decimal(0)
for name, price, qty in lines:
    net = price * qty
    tax = (net * vat).quantize(CENT, rounding=ROUND_HALF_UP)
    total += net + tax
    print(f"{name:<8}{qty:>3} x {price:>6} = {net:>8} + vat {tax:>6}")
print("total", total, "rounded", total.quantize(CENT), repr(total.quantize(Decimal("1"))))

bill = Decimal("100.00")
people = 3
share = (bill / people).quantize(CENT, rounding=ROUND_DOWN)
remainder = bill - share * people
shares = [share + (CENT if i < remainder / CENT else 0) for i in range(people)]
print("shares", shares, "sum", sum(shares))

print(Decimal(1) / Decimal(7), Decimal("1.30") + Decimal("1.20"), Decimal("2.50") * 4, Decimal(0.1))
with localcontext() as ctx:
    ctx.prec = 6
    print("6 digits:", Decimal(2).sqrt(), Decimal(22) / 7)
print("28 digits:", Decimal(2).sqrt(), getcontext().prec)
print(Decimal("-7") // 2, Decimal("-7") % 2, divmod(Decimal("7.5"), 2), round(Decimal("2.675"), 2), round(Decimal("2.5")))
print(Decimal("1.10") == Decimal("1.1"), Decimal("0.5") == 0.5, Decimal(3) > 2, sorted([Decimal("1.5"), Decimal("-2"), Decimal("0.25")]))
print(Decimal("1E+3"), Decimal("0.0000001"), Decimal("123.4500").normalize(), f"{Decimal('0.1234'):.1%}", f"{Decimal('12345.678'):e}")
print(len({Decimal("1.0"), Decimal("1.00"), Decimal("1")}), hash(Decimal("2.5")) == hash(2.5), hash(Decimal(7)) == hash(7))
for bad in ["12abc", "1.2.3"]:
    try:
        Decimal(bad)
    except InvalidOperation:
        print("invalid:", bad)
try:
    Decimal(1) / 0
except ZeroDivisionError as e:
    print("division by zero:", type(e).__name__)
try:
    Decimal("1.5") + 1.5
except TypeError as e:
    print("TypeError:", e)
