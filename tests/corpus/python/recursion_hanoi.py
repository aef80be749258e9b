# features: recursion, function_definition, list
moves = []

def hanoi(n, src, dst, via):
    if n == 0:
        return
    hanoi(n - 1, src, via, dst)
    moves.append((src, dst))
    hanoi(n - 1, via, dst, src)

hanoi(4, "A", "C", "B")
print(len(moves))
print(moves[:5])

def power_set(items):
    if not items:
        return [[]]
    rest = power_set(items[1:])
    return rest + [[items[0]] + r for r in rest]

print(power_set([1, 2, 3]))
