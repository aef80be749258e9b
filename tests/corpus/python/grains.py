# features: big_integer, arithmetic, try_statement
def square(n):
    if not 1 <= n <= 64:
        raise ValueError("square must be between 1 and 64")
    return 2 ** (n - 1)

def total():
    return 2 ** 64 - 1

print([square(n) for n in [1, 2, 16, 32, 64]])
print(total(), total() + 1, total() * total())
try:
    square(65)
except ValueError as e:
    print(e)
