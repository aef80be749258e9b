# features: closure, class_definition, splat_argument, builtins, list, assignment



def outer():
    results = []
    for i in range(3):
        def mul(x, i=i):
            return x * i
        results.append(mul)
    return [f(10) for f in results]

print(outer())

class Counter:
    def __init__(self):
        self.counts = {}
    def add(self, item):
        self.counts[item] = self.counts.get(item, 0) + 1
        return self
    def most_common(self):
        return sorted(self.counts.items(), key=lambda kv: -kv[1])

c = Counter()
for ch in "abracadabra":
    c.add(ch)
print(c.most_common()[:3])

def safe(f, *args):
    try:
        return f(*args)
    except (TypeError, ValueError) as e:
        return "error: " + str(e)
    finally:
        pass

print(safe(int, "12"), safe(int, "x"), safe(len, 5))
matrix = [[0] * 3 for _ in range(3)]
for i in range(3):
    matrix[i][i] = 1
print(matrix)
words = ["apple", "Banana", "cherry"]
print(sorted(words), sorted(words, key=str.lower), [w.upper() for w in words if "a" in w.lower()])

total = 0
for i, w in enumerate(words, start=1):
    total += i * len(w)
print(total)
print(list(zip(*[[1, 2, 3], [4, 5, 6]])))
n = 10
while n > 0:
    n -= 3
    if n == 4:
        continue
    print(n, end=",")
print()
a = b = []
a.append(1)
print(b, [] == [], {} == {}, {1, 2} == {2, 1})
print(max("abc"), min([4, 2, 8]), sum([[1], [2]], []), any([]), all([]))
t = (1, 2, 3)
x, y, z = t
print(x + y + z, t.count(2), t.index(3), t[1:])
