# features: list, while_statement, for_range, boolean_operators
def primes_up_to(limit):
    is_prime = [True] * (limit + 1)
    is_prime[0] = is_prime[1] = False
    p = 2
    while p * p <= limit:
        if is_prime[p]:
            for m in range(p * p, limit + 1, p):
                is_prime[m] = False
        p += 1
    return [i for i in range(limit + 1) if is_prime[i]]

print(primes_up_to(100))
print(len(primes_up_to(10000)))
