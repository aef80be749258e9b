# features: stdlib_itertools_functools, import_from_statement, import_statement, decorator, generator_expression, lambda
import itertools
import functools
from itertools import accumulate, chain, combinations, groupby, islice, permutations, product, zip_longest
from functools import lru_cache, partial, reduce, cmp_to_key, total_ordering
import operator
from operator import itemgetter, attrgetter


@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@functools.cache
def ways(n, coins):
    if n == 0:
        return 1
    if n < 0 or not coins:
        return 0
    return ways(n - coins[0], coins) + ways(n, coins[1:])


print(fib(90), ways(100, (50, 25, 10, 5, 1)))
print(list(accumulate([1, 2, 3, 4, 5])), list(accumulate([3, 1, 4, 1, 5], max)))
print(list(accumulate([1, 2, 3], operator.mul, initial=10)))
print(list(chain([1, 2], "ab", (3,))), list(chain.from_iterable([[1], [2, 3]])))
print(list(combinations("abcd", 2)))
print(len(list(permutations(range(4)))), list(permutations("abc", 2))[:4])
print(list(product([0, 1], repeat=3))[:5], list(product("ab", [1, 2])))
print(list(itertools.combinations_with_replacement([1, 2, 3], 2)))
print(list(islice(itertools.count(10, 5), 4)), list(islice("abcdefg", 1, 6, 2)))
print(list(itertools.takewhile(lambda x: x < 5, [1, 3, 6, 2])), list(itertools.dropwhile(lambda x: x < 5, [1, 3, 6, 2])))
print(list(zip_longest("abc", [1], fillvalue="-")), list(itertools.pairwise([1, 2, 4, 7])))
print(list(itertools.starmap(pow, [(2, 5), (3, 2)])), list(itertools.compress("abcdef", [1, 0, 1, 0, 1, 1])))
print(list(itertools.repeat("x", 3)), list(islice(itertools.cycle("ab"), 5)), list(itertools.filterfalse(None, [0, 1, "", "a"])))

records = [("eng", "ann"), ("eng", "bob"), ("ops", "cy"), ("eng", "dee")]
for dept, group in groupby(sorted(records), key=itemgetter(0)):
    print(dept, [name for _, name in group])
print([(k, len(list(g))) for k, g in groupby("aaabccdddd")])

print(reduce(operator.add, range(1, 11)), reduce(lambda a, b: a * b, [1, 2, 3, 4], 10))
square_sum = partial(reduce, lambda acc, x: acc + x * x)
print(square_sum([1, 2, 3]), partial(int, base=2)("1011"))


def compare_len_then_alpha(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return -1 if a < b else (1 if a > b else 0)


print(sorted(["pear", "fig", "apple", "kiwi", "date"], key=cmp_to_key(compare_len_then_alpha)))


@total_ordering
class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split("."))

    def __eq__(self, other):
        return self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts

    def __repr__(self):
        return "v" + ".".join(str(p) for p in self.parts)


versions = [Version("1.10.0"), Version("1.2.3"), Version("1.2.10")]
print(sorted(versions), max(versions), Version("2.0") >= Version("1.9"), Version("1.0") <= Version("1.0"))


class Item:
    def __init__(self, name, price):
        self.name, self.price = name, price


items = [Item("b", 3), Item("a", 5), Item("c", 1)]
print([i.name for i in sorted(items, key=attrgetter("price"))], itemgetter(1, 0)(("x", "y")))
print(operator.methodcaller("upper")("shout"), list(map(operator.neg, [1, -2])))
