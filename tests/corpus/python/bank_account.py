# features: class_definition, try_statement, class_attribute
class Account:
    interest = 0.02

    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.history = []

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.balance += amount
        self.history.append(("deposit", amount))

    def withdraw(self, amount):
        if amount > self.balance:
            raise ValueError("insufficient funds")
        self.balance -= amount
        self.history.append(("withdraw", amount))

    def __str__(self):
        return f"{self.owner}: {self.balance}"

acct = Account("Ana", 50)
acct.deposit(25)
try:
    acct.withdraw(500)
except ValueError as e:
    print("refused:", e)
acct.withdraw(5)
print(acct)
print(acct.history)
print(Account.interest, acct.interest)
