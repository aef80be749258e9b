# features: arithmetic, for_statement, if_statement
def classify(n):
    if n < 1:
        raise ValueError("Classification is only possible for positive integers.")
    total = 0
    i = 1
    while i * i <= n:
        if n % i == 0:
            total += i
            if i != n // i:
                total += n // i
        i += 1
    total -= n
    if total == n:
        return "perfect"
    return "abundant" if total > n else "deficient"

for n in [6, 28, 12, 30, 8, 1, 33550336]:
    print(n, classify(n))
