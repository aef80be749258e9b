# features: big_integer, integer, float, builtins, lambda, recursion, f_string, list_comprehension, import_from_statement
# Big integers: Fibonacci, factorials, modular powers and inverses, gcd/lcm, isqrt, float formatting.
import math
from functools import reduce

def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a

f300 = fib(300)
print(f300)
print(len(str(f300)), sum(map(int, str(f300))))
fact = math.factorial(50)
print(fact)
print(f"{fact:,}")
print(str(fact).rstrip("0")[-5:], len(str(fact)) - len(str(fact).rstrip("0")))
print(pow(3, 1000, 10**9 + 7), pow(2, -1, 97))
print(math.gcd(f300, fact), math.lcm(12, 18, 30))
print(2**100 // 3**20, 2**100 % 3**20, divmod(-2**70, 12345))
print(math.isqrt(10**40 + 12345), math.comb(100, 50))
print(hex(2**64 - 1), bin(1000), oct(-64), int("ff" * 10, 16))
print((2**80).bit_length(), (255).bit_count() if hasattr(int, "bit_count") else 8)
print(reduce(lambda x, y: x * y, range(1, 21)))
print(-7 // 2, -7 % 2, 7 // -2, round(2.5), round(3.5), round(-0.5))
collatz = lambda n: 0 if n == 1 else 1 + collatz(n // 2 if n % 2 == 0 else 3 * n + 1)
best = max(range(1, 3000), key=collatz)
print(best, collatz(best))
primes = [p for p in range(2, 120) if all(p % d for d in range(2, math.isqrt(p) + 1))]
print(primes[-5:], len(primes))
print(f"{2**0.5:.15f} {math.pi:.10e} {1e22} {1e16} {123456789.0} {0.1+0.2}")
print(float(2**70), int(1e20), 10**20 == 1e20)
