# features: while_statement, list, arithmetic
def factors(n):
    out = []
    d = 2
    while n > 1:
        while n % d == 0:
            out.append(d)
            n //= d
        d += 1
        if d * d > n and n > 1:
            out.append(n)
            break
    return out

for n in [1, 2, 9, 12, 901255, 93819012551]:
    print(n, factors(n))
