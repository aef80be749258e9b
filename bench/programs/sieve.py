# Sieve of Eratosthenes: list repetition, stepped ranges, slice-free marking
# and a filtering list comprehension (the shapes issue #11 measures).
def sieve(n):
    is_prime = [True] * (n + 1)
    is_prime[0] = is_prime[1] = False
    i = 2
    while i * i <= n:
        if is_prime[i]:
            for j in range(i * i, n + 1, i):
                is_prime[j] = False
        i += 1
    return [k for k in range(n + 1) if is_prime[k]]


total = 0
for _ in range(5):
    primes = sieve(200000)
    total += len(primes)
print(total, primes[-1])
