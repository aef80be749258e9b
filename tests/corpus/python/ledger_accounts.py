# features: class_definition, custom_exception, stdlib_dataclasses, try_statement, f_string, super
from dataclasses import dataclass, field
from typing import List


class InsufficientFunds(Exception):
    def __init__(self, account, amount):
        super().__init__(f"account {account} cannot cover {amount:.2f}")
        self.account = account
        self.amount = amount


@dataclass
class Transaction:
    kind: str
    amount: float
    memo: str = ""


@dataclass
class Account:
    number: str
    owner: str
    balance: float = 0.0
    history: List[Transaction] = field(default_factory=list)

    def deposit(self, amount, memo=""):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(Transaction("deposit", amount, memo))

    def withdraw(self, amount, memo=""):
        if amount > self.balance:
            raise InsufficientFunds(self.number, amount)
        self.balance -= amount
        self.history.append(Transaction("withdraw", amount, memo))


class Bank:
    def __init__(self):
        self.accounts = {}

    def open(self, number, owner):
        acct = Account(number, owner)
        self.accounts[number] = acct
        return acct

    def transfer(self, src, dst, amount):
        a = self.accounts[src]
        b = self.accounts[dst]
        a.withdraw(amount, f"to {dst}")
        b.deposit(amount, f"from {src}")


bank = Bank()
alice = bank.open("A-1", "Alice")
bob = bank.open("B-2", "Bob")
alice.deposit(100)
bob.deposit(25.5, "paycheck")
bank.transfer("A-1", "B-2", 40)
try:
    bank.transfer("B-2", "A-1", 1000)
except InsufficientFunds as e:
    print("error:", e)
try:
    alice.deposit(-5)
except ValueError as e:
    print("error:", e)
try:
    bank.transfer("A-1", "Z-9", 1)
except KeyError as e:
    print("missing account", e)

for acct in bank.accounts.values():
    print(acct.owner, f"{acct.balance:.2f}")
    for t in acct.history:
        print("  ", t)
print(alice == Account("A-1", "Alice", 60.0, list(alice.history)))
