# features: while_statement, conditional_expression, try_statement
def steps(n):
    if n < 1:
        raise ValueError("Only positive integers are allowed")
    count = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        count += 1
    return count

for n in [1, 16, 12, 1000000]:
    print(n, steps(n))
try:
    steps(0)
except ValueError as err:
    print(err)
