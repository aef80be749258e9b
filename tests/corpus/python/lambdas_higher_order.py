# features: lambda, builtins
nums = [4, -2, 9, -7, 0]
print(list(map(lambda x: x * 2, nums)))
print(list(filter(lambda x: x > 0, nums)))
print(sorted(nums, key=lambda x: abs(x)))
compose = lambda f, g: lambda x: f(g(x))
inc = lambda x: x + 1
dbl = lambda x: x * 2
print(compose(inc, dbl)(5), compose(dbl, inc)(5))
def apply_n(f, n, x):
    for _ in range(n):
        x = f(x)
    return x
print(apply_n(dbl, 10, 1))
people = [("bob", 25), ("alice", 30), ("carol", 25)]
print(sorted(people, key=lambda p: (p[1], p[0])))
print(max(people, key=lambda p: p[1]), min(len(p[0]) for p in people))
