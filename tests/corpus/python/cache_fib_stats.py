# features: stdlib_itertools_functools, yield, dictionary_comprehension, lambda, recursion
from functools import lru_cache, cmp_to_key, partial
from itertools import accumulate, islice, count, takewhile
import operator

@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)

print([fib(n) for n in range(15)])
print(fib(90), fib.cache_info())

def collatz(n):
    while n != 1:
        yield n
        n = n // 2 if n % 2 == 0 else 3 * n + 1
    yield 1

lengths = {n: sum(1 for _ in collatz(n)) for n in range(1, 30)}
best = max(lengths, key=lengths.get)
print(best, lengths[best], list(islice(collatz(best), 8)))
print(list(accumulate([3, 1, 4, 1, 5, 9, 2, 6], max)))
print(list(accumulate(range(1, 8), operator.mul)))
squares = takewhile(lambda s: s < 200, (i * i for i in count(1)))
print(list(squares))

def by_len_then_rev(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a < b) - (a > b)

words = "kiwi fig banana apple date cherry elderberry grape".split()
print(sorted(words, key=cmp_to_key(by_len_then_rev)))
pow2 = partial(pow, 2)
print([pow2(k) for k in range(10)], pow2.func.__name__, pow2.args)
