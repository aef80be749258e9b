# features: with_statement, custom_exception, stdlib_collections, stdlib_fractions_copy, decorator, yield
from contextlib import contextmanager
from collections import ChainMap, deque
import copy

class InsufficientFunds(Exception):
    def __init__(self, account, amount):
        super().__init__(f"{account} cannot pay {amount:.2f}")
        self.account = account
        self.amount = amount

class Bank:
    def __init__(self):
        self.balances = {}
        self.journal = deque(maxlen=5)

    @contextmanager
    def transaction(self, label):
        snapshot = copy.deepcopy(self.balances)
        try:
            yield self
            self.journal.append(f"ok   {label}")
        except InsufficientFunds as e:
            self.balances = snapshot
            self.journal.append(f"fail {label}: {e}")

    def move(self, src, dst, amount):
        if self.balances.get(src, 0) < amount:
            raise InsufficientFunds(src, amount)
        self.balances[src] -= amount
        self.balances[dst] = self.balances.get(dst, 0) + amount

bank = Bank()
bank.balances.update(alice=100, bob=50)
with bank.transaction("pay rent") as b:
    b.move("alice", "landlord", 80)
with bank.transaction("split dinner") as b:
    b.move("bob", "alice", 20)
    b.move("alice", "cafe", 60)
with bank.transaction("refund"):
    bank.move("landlord", "alice", 10)
print(bank.balances)
for line in bank.journal:
    print(line)
defaults = {"currency": "EUR", "overdraft": 0, "fee": 1.5}
user = {"overdraft": 100}
settings = ChainMap(user, defaults)
print(settings["currency"], settings["overdraft"], len(settings), sorted(settings))
child = settings.new_child({"fee": 0})
print(child["fee"], settings["fee"], dict(child) == {**defaults, **user, "fee": 0})
