# features: stdlib_fractions_copy, import_from_statement, import_statement, decorator, recursion, class_definition, operator_overloading
from fractions import Fraction
from functools import lru_cache
import copy
import math

# Exact arithmetic with Fraction, memoised recursion with its cache
# statistics, and shallow versus deep copies.
harmonic = sum(Fraction(1, n) for n in range(1, 11))
print(harmonic, float(harmonic), repr(harmonic), harmonic.numerator, harmonic.denominator)
print(Fraction(6, -8), Fraction("3.75"), Fraction("-2/6"), Fraction(" 7 "), Fraction("1e-2"), Fraction(0.125))
x = Fraction(5, 3)
print(x + 1, 2 - x, x * Fraction(3, 5), x / 2, 1 / x, x // 1, x % 1, -x, abs(-x), x ** 2, x ** -2, 4 ** Fraction(1, 2))
print(x + 0.5, x < 2, x > 1.5, x == Fraction(10, 6), Fraction(1, 2) == 0.5, x != 1, sorted([x, Fraction(1, 3), 1]))
print(round(Fraction(5, 2)), round(Fraction(7, 2)), round(Fraction(22, 7), 3), math.floor(-x), math.ceil(-x), int(-x), math.trunc(-x))
print(Fraction(math.pi).limit_denominator(1000), Fraction(3.14159).limit_denominator(10), x.as_integer_ratio())
print(hash(Fraction(4, 2)) == hash(2), {Fraction(1, 2): "half"}[Fraction(2, 4)], math.sqrt(Fraction(9, 4)))
print((0.75).as_integer_ratio(), (-2.5).as_integer_ratio(), bool(Fraction(0)))
try:
    Fraction(1, 0)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    Fraction("abc")
except ValueError as e:
    print("ValueError:", e)


@lru_cache(maxsize=None)
def grid_paths(r, c):
    if r == 0 or c == 0:
        return 1
    return grid_paths(r - 1, c) + grid_paths(r, c - 1)


print(grid_paths(12, 12), grid_paths.cache_info())
grid_paths.cache_clear()
print(grid_paths.cache_info(), grid_paths(2, 2), grid_paths.cache_info().misses)


@lru_cache(maxsize=2)
def square(n):
    print("computing", n)
    return n * n


for n in [1, 2, 1, 3, 2, 1]:
    square(n)
print(square.cache_info(), tuple(square.cache_info()), square.cache_info().hits)


class Node:
    def __init__(self, name, children=None):
        self.name = name
        self.children = children or []

    def __repr__(self):
        return f"{self.name}{self.children}"


tree = Node("root", [Node("a"), Node("b", [Node("c")])])
shallow = copy.copy(tree)
deep = copy.deepcopy(tree)
tree.children[1].children.append(Node("d"))
tree.name = "ROOT"
print(tree, shallow, deep, shallow.children is tree.children, deep.children is tree.children)
grid = [[0] * 3 for _ in range(2)]
alias, clone = copy.copy(grid), copy.deepcopy(grid)
grid[0][0] = 9
print(grid, alias, clone)
shared = [1, 2]
pair = copy.deepcopy([shared, shared])
pair[0].append(3)
print(pair, pair[0] is pair[1], copy.deepcopy({"k": (1, [2])}), copy.copy({1, 2}), copy.copy("same"))
print(issubclass(copy.Error, Exception))
