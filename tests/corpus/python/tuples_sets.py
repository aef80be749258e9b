# features: tuple, set, comparison
point = (3, 4)
x, y = point
print(point, x, y, len(point), point[0] + point[1])
print((1,), (), tuple([1, 2]))
a = {1, 2, 3, 4}
b = {3, 4, 5}
print(sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b))
a.add(10)
a.discard(1)
print(sorted(a), 10 in a, 1 in a, len(a))
print(set(), sorted(set("hello")))
