# features: dunder_methods, operator_overloading, builtins
# Special methods of built-in values used as ordinary functions: bound ones as
# key functions and callbacks, unbound ones from the type, and NotImplemented
# when the operand type is not one the slot takes.
from functools import reduce

scores = {"ana": 82, "ben": 95, "cy": 77, "dee": 95}
print(max(scores, key=scores.__getitem__))
print(sorted(scores, key=scores.__getitem__, reverse=True))
print(list(filter(scores.__contains__, ["ana", "zed", "cy"])))

words = ["pear", "fig", "banana", "kiwi"]
print(list(map(str.__len__, words)), sorted(words, key=str.__len__))
print(reduce(int.__add__, [1, 2, 3, 4]), reduce(int.__mul__, range(1, 6)))
print(list(map((10).__sub__, [1, 2, 3])), list(map((10).__rsub__, [1, 2, 3])))
print((2.675).__round__(2), (7.5).__round__(), (-3).__abs__(), (9).__floordiv__(2), (9).__mod__(4))
print((3).__pow__(4), (2).__lshift__(5), (6).__and__(3), (6).__or__(3), (6).__xor__(3), (5).__neg__(), (5).__invert__())
print((1.5).__int__(), (7).__float__(), (3).__index__(), (0).__bool__(), (2.5).__trunc__())
print("ab".__add__("cd"), "ab".__mul__(3), [1].__add__([2, 3]), (1, 2).__contains__(2), "abc".__getitem__(-1))
print("%s-%d".__mod__(("x", 4)), {1, 2}.__or__({3}), {"a": 1}.__or__({"b": 2}), [3, 1].__len__())
print((7).__divmod__(2), (7.5).__divmod__(2), (7).__rdivmod__(30))
print((5).__eq__(5), (5).__ne__(6), "a".__lt__("b"), (2).__ge__(3), [1, 2].__eq__([1, 2]))

# a slot declines an operand type it does not take
print((1).__add__(1.5), (1.5).__add__(1), (1).__eq__(1.0), "a".__eq__(1), "a".__lt__(2), [1].__eq__((1,)))
print((1).__add__(1.5) is NotImplemented, (2).__lshift__(1.0), {1}.__or__([2]))
# ...but a sequence's concatenation and repetition raise
for bad in (lambda: "a".__add__(1), lambda: [1].__mul__("x"), lambda: (1,).__add__([2])):
    try:
        bad()
    except TypeError as e:
        print("TypeError:", e)

# the operator protocol falls back to the reflected slot
class Meters:
    def __init__(self, v):
        self.v = v
    def __add__(self, other):
        return Meters(self.v + (other.v if isinstance(other, Meters) else other))
    def __radd__(self, other):
        return Meters(other + self.v)
    def __repr__(self):
        return f"Meters({self.v})"

total = sum([Meters(2), Meters(3)], 0)
print(total, (4).__add__(Meters(1)))

try:
    [1, 2].__round__()
except AttributeError as e:
    print("AttributeError:", e)
try:
    int.__add__(1)
except TypeError as e:
    print("TypeError:", type(e).__name__)
