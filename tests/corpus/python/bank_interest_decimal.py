# features: class_definition, custom_exception, super, class_attribute, try_statement, except_clause, stdlib_collections, f_string, lambda
# Bank accounts with Decimal balances, monthly interest, typed errors and a ledger summary.
from decimal import Decimal, ROUND_HALF_UP
from collections import defaultdict

class InsufficientFunds(Exception):
    def __init__(self, account, amount):
        super().__init__(f"{account} cannot withdraw {amount}")
        self.account = account

class Account:
    _next = 1000
    def __init__(self, owner, rate="0.015"):
        Account._next += 1
        self.number = Account._next
        self.owner = owner
        self.balance = Decimal("0.00")
        self.rate = Decimal(rate)
        self.history = []

    def deposit(self, amount):
        amount = Decimal(amount)
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(("dep", amount))

    def withdraw(self, amount):
        amount = Decimal(amount)
        if amount > self.balance:
            raise InsufficientFunds(self.owner, amount)
        self.balance -= amount
        self.history.append(("wd", amount))

    def accrue(self, months=1):
        for _ in range(months):
            interest = (self.balance * self.rate / 12).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
            self.balance += interest
            self.history.append(("int", interest))

    def __repr__(self):
        return f"Account({self.number}, {self.owner!r}, {self.balance})"

accounts = [Account("ana"), Account("bo", "0.02"), Account("cy", "0.0")]
ops = [("ana", "deposit", "1500.00"), ("bo", "deposit", "250.50"), ("ana", "withdraw", "200"),
       ("cy", "withdraw", "5"), ("bo", "deposit", "-3"), ("cy", "deposit", "99.99"), ("bo", "withdraw", "50.25")]
by_owner = {a.owner: a for a in accounts}
for owner, op, amt in ops:
    try:
        getattr(by_owner[owner], op)(amt)
    except InsufficientFunds as e:
        print("denied:", e, "|", e.account)
    except ValueError as e:
        print("invalid:", e)
for a in accounts:
    a.accrue(6)
totals = defaultdict(Decimal)
for a in accounts:
    for kind, amt in a.history:
        totals[kind] += amt
    print(a, len(a.history))
print({k: str(v) for k, v in sorted(totals.items())})
print(sum(a.balance for a in accounts), max(accounts, key=lambda a: a.balance).owner)
print(f"{accounts[0].balance:>12,.2f}|{accounts[1].balance:<10}|{float(accounts[2].balance):.1e}")
