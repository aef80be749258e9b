# features: arithmetic, builtins
def is_armstrong(n):
    digits = str(n)
    return n == sum(int(d) ** len(digits) for d in digits)

print([n for n in range(1, 10000) if is_armstrong(n)])
print(is_armstrong(9926315), is_armstrong(9926314))
