# itertools, written for RedDragon's VM (lowered with the programs that
# import it). The iterators are generators, lazy as CPython's are; the
# results and their order follow CPython 3.11.


def count(start=0, step=1):
    n = start
    while True:
        yield n
        n += step


def cycle(iterable):
    saved = []
    for x in iterable:
        yield x
        saved.append(x)
    while saved:
        for x in saved:
            yield x


def repeat(obj, times=None):
    if times is None:
        while True:
            yield obj
    else:
        for _ in range(times):
            yield obj


def accumulate(iterable, func=None, initial=None):
    it = iter(iterable)
    total = initial
    if initial is None:
        try:
            total = next(it)
        except StopIteration:
            return
    yield total
    for x in it:
        total = total + x if func is None else func(total, x)
        yield total


class chain:
    def __init__(self, *iterables):
        self._gen = chain._flatten(iterables)

    @staticmethod
    def _flatten(iterables):
        for it in iterables:
            for x in it:
                yield x

    @staticmethod
    def from_iterable(iterables):
        return chain._flatten(iterables)

    def __iter__(self):
        return self._gen

    def __next__(self):
        return next(self._gen)


def compress(data, selectors):
    for d, s in zip(data, selectors):
        if s:
            yield d


def dropwhile(predicate, iterable):
    it = iter(iterable)
    for x in it:
        if not predicate(x):
            yield x
            break
    for x in it:
        yield x


def takewhile(predicate, iterable):
    for x in iterable:
        if predicate(x):
            yield x
        else:
            break


def filterfalse(predicate, iterable):
    for x in iterable:
        if predicate is None:
            if not x:
                yield x
        elif not predicate(x):
            yield x


def groupby(iterable, key=None):
    group = []
    current = None
    first = True
    for x in iterable:
        k = x if key is None else key(x)
        if first:
            current, first = k, False
        elif k != current:
            yield current, iter(group)
            group = []
            current = k
        group.append(x)
    if not first:
        yield current, iter(group)


def islice(iterable, *args):
    if len(args) == 1:
        start, stop, step = 0, args[0], 1
    else:
        start = args[0] if args[0] is not None else 0
        stop = args[1]
        step = args[2] if len(args) > 2 and args[2] is not None else 1
    if stop is not None and stop <= start:
        for _ in zip(range(start), iterable):
            pass
        return
    nxt = start
    i = 0
    for x in iterable:
        if stop is not None and i >= stop:
            return
        if i == nxt:
            yield x
            nxt += step
        i += 1
        if stop is not None and i >= stop:
            return


def starmap(function, iterable):
    for args in iterable:
        yield function(*args)


def tee(iterable, n=2):
    items = list(iterable)
    return tuple(iter(items) for _ in range(n))


def zip_longest(*iterables, fillvalue=None):
    iterators = [iter(it) for it in iterables]
    active = len(iterators)
    if not active:
        return
    while True:
        values = []
        for i in range(len(iterators)):
            it = iterators[i]
            if it is None:
                values.append(fillvalue)
                continue
            try:
                values.append(next(it))
            except StopIteration:
                active -= 1
                if not active:
                    return
                iterators[i] = None
                values.append(fillvalue)
        yield tuple(values)


def pairwise(iterable):
    it = iter(iterable)
    try:
        a = next(it)
    except StopIteration:
        return
    for b in it:
        yield a, b
        a = b


# batched is CPython 3.12's; programs written for 3.12 use it.
def batched(iterable, n):
    if n < 1:
        raise ValueError("n must be at least one")
    it = iter(iterable)
    while True:
        batch = tuple(islice(it, n))
        if not batch:
            return
        yield batch


def product(*iterables, repeat=1):
    pools = [tuple(p) for p in iterables] * repeat
    result = [[]]
    for pool in pools:
        result = [r + [y] for r in result for y in pool]
    for r in result:
        yield tuple(r)


def permutations(iterable, r=None):
    pool = tuple(iterable)
    n = len(pool)
    r = n if r is None else r
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield tuple(pool[i] for i in indices[:r])
    while n:
        done = True
        for i in reversed(range(r)):
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1:] + indices[i:i + 1]
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                yield tuple(pool[k] for k in indices[:r])
                done = False
                break
        if done:
            return


def combinations(iterable, r):
    pool = tuple(iterable)
    n = len(pool)
    if r > n:
        return
    indices = list(range(r))
    yield tuple(pool[i] for i in indices)
    while True:
        found = -1
        for i in reversed(range(r)):
            if indices[i] != i + n - r:
                found = i
                break
        if found < 0:
            return
        indices[found] += 1
        for j in range(found + 1, r):
            indices[j] = indices[j - 1] + 1
        yield tuple(pool[i] for i in indices)


def combinations_with_replacement(iterable, r):
    pool = tuple(iterable)
    n = len(pool)
    if not n and r:
        return
    indices = [0] * r
    yield tuple(pool[i] for i in indices)
    while True:
        found = -1
        for i in reversed(range(r)):
            if indices[i] != n - 1:
                found = i
                break
        if found < 0:
            return
        v = indices[found] + 1
        for j in range(found, r):
            indices[j] = v
        yield tuple(pool[i] for i in indices)


__all__ = ["count", "cycle", "repeat", "batched", "accumulate", "chain", "compress", "dropwhile", "takewhile", "filterfalse",
           "groupby", "islice", "starmap", "tee", "zip_longest", "pairwise", "product", "permutations",
           "combinations", "combinations_with_replacement"]
