# features: try_statement, except_clause, tuple_unpacking, dictionary, set, tuple, arithmetic, for_statement, lambda
# The errors a data-cleaning script meets, with the messages CPython prints.
records = [("ann", 31, "NYC"), ("bob", 27), ("cy", 40, "LA", "extra"), "dee", 7]
for rec in records:
    try:
        name, age, city = rec
        print(f"{name:<4} {age:>3} {city}")
    except ValueError as e:
        print("ValueError:", e)
    except TypeError as e:
        print("TypeError:", e)

first, *rest = "abc"
print(first, rest)
try:
    a, b, *more = [1]
except ValueError as e:
    print("ValueError:", e)
k, v = {"only": 1}.popitem()
print(k, v)
for source in ({"a": 1, "b": 2}.items(), zip("xy", [1, 2])):
    for p, q in source:
        print(p, q)
x, y = (n * n for n in range(2, 4))
print(x, y)

point = (3, 4)
try:
    point[0] = 5
except TypeError as e:
    print("TypeError:", e)
print(point)

cases = [
    lambda: {[1, 2]: "list key"},
    lambda: {"a", ["b"]},
    lambda: {}.popitem(),
    lambda: {"k": 1}[{"x": 1}],
    lambda: 10 % 0,
    lambda: 10 // 0,
    lambda: 2.5 % 0,
    lambda: "ab" * "c",
    lambda: [1] * 2.0,
    lambda: 2 ** 2000 * 0.5,
    lambda: int("12a"),
    lambda: float("x"),
    lambda: [].pop(),
    lambda: "abc".index("z"),
]
for fn in cases:
    try:
        print(fn())
    except Exception as e:
        print(f"{type(e).__name__}: {e}")
d = {"x": 1, "y": 2, "z": 3}
print(d.popitem(), d.popitem(), d)
