# features: stdlib_enum, custom_exception, exception_hierarchy, super, try_statement, except_clause, dictionary_comprehension, f_string
"""A vending machine state machine with coins, change-making and custom errors."""
from enum import Enum, auto


class State(Enum):
    IDLE = auto()
    HAS_MONEY = auto()
    OUT_OF_SERVICE = auto()


class VendingError(Exception):
    """Base class for machine errors."""


class InsufficientFunds(VendingError):
    def __init__(self, needed):
        super().__init__(f"insert {needed} more cents")
        self.needed = needed


class SoldOut(VendingError):
    pass


COINS = (200, 100, 25, 10, 5)


class Machine:
    def __init__(self, stock):
        self.stock = dict(stock)
        self.balance = 0
        self.state = State.IDLE
        self.bank = {c: 5 for c in COINS}
        self.sales = []

    def insert(self, coin):
        if self.state is State.OUT_OF_SERVICE:
            raise VendingError("machine out of service")
        if coin not in COINS:
            raise ValueError(f"rejected coin: {coin}")
        self.bank[coin] += 1
        self.balance += coin
        self.state = State.HAS_MONEY

    def change(self, amount):
        given = []
        for coin in COINS:
            while amount >= coin and self.bank[coin] > 0:
                amount -= coin
                self.bank[coin] -= 1
                given.append(coin)
        if amount:
            raise VendingError(f"cannot make change, {amount} short")
        return given

    def buy(self, item):
        if item not in self.stock:
            raise KeyError(item)
        price, count = self.stock[item]
        if count == 0:
            raise SoldOut(item)
        if self.balance < price:
            raise InsufficientFunds(price - self.balance)
        self.stock[item] = (price, count - 1)
        coins = self.change(self.balance - price)
        self.balance = 0
        self.state = State.IDLE
        self.sales.append(item)
        if all(c == 0 for _, c in self.stock.values()):
            self.state = State.OUT_OF_SERVICE
        return coins


m = Machine({"cola": (125, 2), "chips": (90, 1), "gum": (35, 1)})
script = [
    ("insert", 100), ("buy", "cola"), ("insert", 25), ("buy", "cola"),
    ("insert", 200), ("buy", "chips"), ("insert", 3), ("buy", "water"),
    ("insert", 100), ("buy", "chips"), ("insert", 25), ("insert", 10), ("buy", "gum"),
    ("insert", 200), ("buy", "cola"), ("insert", 100),
]
for action, arg in script:
    try:
        if action == "insert":
            m.insert(arg)
            print(f"insert {arg:>3} -> balance {m.balance}, {m.state.name}")
        else:
            coins = m.buy(arg)
            print(f"buy {arg} -> change {coins or 'none'}, state {m.state}")
    except InsufficientFunds as e:
        print(f"buy {arg} -> {e} (needed={e.needed})")
    except SoldOut as e:
        print(f"buy {arg} -> sold out: {e}")
    except KeyError as e:
        print(f"buy {arg} -> unknown item {e}")
    except (ValueError, VendingError) as e:
        print(f"{action} {arg} -> {type(e).__name__}: {e}")
print("sales:", m.sales)
print("bank:", {k: v for k, v in sorted(m.bank.items())})
print(isinstance(SoldOut("x"), VendingError), issubclass(InsufficientFunds, Exception))
print([s.value for s in State], State["IDLE"], State(3).name)
