# features: set, for_statement, for_range
def sum_of_multiples(limit, factors):
    seen = set()
    for f in factors:
        if f == 0:
            continue
        for m in range(f, limit, f):
            seen.add(m)
    return sum(seen)

print(sum_of_multiples(20, [3, 5]), sum_of_multiples(1000, [3, 5]), sum_of_multiples(10000, [43, 47]))
print(sum_of_multiples(4, [3, 0]), sum_of_multiples(1, [3, 5]))
