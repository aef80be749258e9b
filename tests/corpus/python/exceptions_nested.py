# features: try_statement, raise_statement, exception_hierarchy, finally_clause
def risky(n):
    try:
        if n == 0:
            raise ZeroDivisionError("zero!")
        if n == 1:
            raise KeyError("k")
        return 10 // n
    finally:
        print("cleanup", n)

for n in [0, 1, 5]:
    try:
        print("result", risky(n))
    except ArithmeticError as e:
        print("arith:", e)
    except LookupError as e:
        print("lookup:", e)

try:
    try:
        raise ValueError("inner")
    except ValueError:
        print("handling inner")
        raise
except ValueError as e:
    print("outer got", e)
