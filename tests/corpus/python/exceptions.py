# features: try_statement, except_clause, finally_clause, raise_statement, custom_exception
class InsufficientFunds(Exception):
    pass

def withdraw(balance, amount):
    if amount > balance:
        raise InsufficientFunds("need " + str(amount - balance) + " more")
    return balance - amount

for amount in [30, 150]:
    try:
        print("left:", withdraw(100, amount))
    except InsufficientFunds as e:
        print("error:", e)
    finally:
        print("done", amount)

def safe_div(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        return None

print(safe_div(1, 4), safe_div(1, 0))

try:
    d = {"a": 1}
    print(d["b"])
except KeyError as e:
    print("missing key", e)

try:
    [1, 2, 3][10]
except (IndexError, ValueError) as e:
    print(type(e).__name__, e)

try:
    int("abc")
except ValueError as e:
    print(e)
