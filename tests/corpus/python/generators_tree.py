# features: yield, recursion, class_definition, generator_expression, iteration_protocol, lambda
# Trees, permutations and infinite sequences with generators.
class Node:
    def __init__(self, key, left=None, right=None):
        self.key = key
        self.left = left
        self.right = right

    def __iter__(self):
        if self.left:
            yield from self.left
        yield self.key
        if self.right:
            yield from self.right


def insert(root, key):
    if root is None:
        return Node(key)
    if key < root.key:
        root.left = insert(root.left, key)
    else:
        root.right = insert(root.right, key)
    return root


def walk_depths(node, depth=0):
    if node is None:
        return
    yield node.key, depth
    yield from walk_depths(node.left, depth + 1)
    yield from walk_depths(node.right, depth + 1)


root = None
for k in [50, 30, 70, 20, 40, 60, 80, 35]:
    root = insert(root, k)
print("sorted:", list(root))
print("depths:", sorted(walk_depths(root), key=lambda kd: (kd[1], kd[0])))
print("max depth:", max(d for _, d in walk_depths(root)))


def permutations(items):
    if len(items) <= 1:
        yield list(items)
        return
    for i, first in enumerate(items):
        rest = items[:i] + items[i + 1:]
        for p in permutations(rest):
            yield [first] + p


for p in permutations("abc"):
    print("".join(p))
print(sum(1 for _ in permutations([1, 2, 3, 4])))


def fibonacci():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


def take(n, iterable):
    result = []
    for x in iterable:
        if len(result) == n:
            break
        result.append(x)
    return result


def primes():
    found = []
    n = 2
    while True:
        if all(n % p for p in found):
            found.append(n)
            yield n
        n += 1


print(take(12, fibonacci()))
print(take(10, primes()))
evens = (f for f in fibonacci() if f % 2 == 0)
print([next(evens) for _ in range(5)])
squares = map(lambda x: x * x, fibonacci())
print(take(6, squares))
print(list(zip(primes(), "xyz")))
for i, p in enumerate(primes(), start=1):
    if i > 3:
        break
    print(i, p)
