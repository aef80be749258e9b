# features: class_definition, super, f_string, slicing, string_formatting, splat_argument, float, builtins
class Shape:
    sides = 0
    def __init__(self, name):
        self.name = name
    def area(self):
        raise NotImplementedError("area")
    def __str__(self):
        return f"{self.name}({self.area():.2f})"

class Rect(Shape):
    sides = 4
    def __init__(self, w, h):
        super().__init__("rect")
        self.w, self.h = w, h
    def area(self):
        return self.w * self.h

class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)
        self.name = "square"

shapes = [Rect(2, 3.5), Square(3)]
for s in shapes:
    print(s, s.sides, type(s).__name__)
print(sorted(shapes, key=lambda s: s.area())[0].name)
try:
    Shape("x").area()
except NotImplementedError as e:
    print("not implemented:", e)
d = {}
for word in "a b a c b a".split():
    d[word] = d.get(word, 0) + 1
print(d, list(d.items())[0], max(d.values()))
print([i for i in range(20) if i % 3 == 0][-2:], "".join(sorted("hello")), list(map(str, [1, 2])))
x = [3, 1, 2]
y = x
y.append(0)
print(x, x is y, x == [3, 1, 2, 0], [1, 2] < [1, 3], (1, 2) == (1, 2))
print(1 if x else 2, not x, None is None, 5 // 2, 5 % -3, -5 // 3, 2 ** 0.5)
nums = list(range(10))
print(nums[2:8:2], nums[::-2], nums[-1], nums[:0])
print("%5.1f|%-5d|%05d" % (3.14159, 42, 7), "{:>8}".format("hi"), "{0:b}".format(10))
s = set([1, 2, 2, 3])
print(len(s), 2 in s, {1: "a"}.get(2, "none"))
def gen_fib(n):
    a, b = 0, 1
    out = []
    while len(out) < n:
        out.append(a)
        a, b = b, a + b
    return out
print(gen_fib(10), sum(gen_fib(10)))
print(str(None), str(True), repr(1.0), 1e100, 1/3, 2/3*3, float('inf'), -float('inf'))
print(int("42") + int("-7"), float("2.5") * 2, abs(-0.0), round(0.5), round(1.5), round(-2.5))
print(" ".join(str(i) for i in range(5)), [*range(3)], {**{"a": 1}, "b": 2})
