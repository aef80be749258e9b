# features: iteration_protocol, for_statement, generator_expression, lambda
"""Reading a simple key/value record format by sharing one iterator between
several consumers: zip, enumerate, map, filter, `in` and next all take their
items from it, as CPython's do."""

RECORD = """\
# inventory export
name
bolts
count
120
name
nuts
count
95
END
trailing garbage
"""


def chunks(items, size):
    it = iter(items)
    return [list(group) for group in zip(*[it] * size)]


def parse_pairs(lines):
    it = iter(lines)
    return dict(zip(it, it))


def main():
    lines = [l for l in RECORD.splitlines()]
    it = iter(lines)
    header = next(it)
    print("header:", header)
    body = []
    for line in it:
        if line == "END":
            break
        body.append(line)
    print("rest after END:", list(it))
    print("pairs:", parse_pairs(body))
    print("chunks of 3:", chunks(range(10), 3))

    # `in` on an iterator consumes up to the match
    it = iter([3, 8, 1, 9, 4])
    print(8 in it, list(it))
    it = iter("abc")
    print("z" in it, list(it), "z" not in iter("xyz"))
    gen = (n * n for n in range(10))
    print(16 in gen, next(gen))

    # zip stops at the shortest input, leaving the rest of a longer iterator
    letters = iter("abcdefg")
    print(list(zip(letters, [1, 2, 3])), "".join(letters))

    # enumerate over an iterator resumed after a break
    it = iter(["x", "y", "z", "w"])
    for i, ch in enumerate(it):
        if ch == "y":
            break
    print(i, ch, next(it))

    # map and filter are lazy: the function runs only for the items taken
    calls = []

    def shout(word):
        calls.append(word)
        return word.upper()

    words = ["alpha", "beta", "gamma", "delta"]
    loud = map(shout, words)
    print(next(loud), calls)
    print(list(loud), calls)
    print(list(loud))
    first_long = next(filter(lambda w: len(w) > 4, words), None)
    print(first_long, next(filter(lambda w: len(w) > 9, words), "none"))
    print(next(filter(None, [0, "", None, 7, 8])))
    inverses = map(lambda x: 1 / x, [4, 2, 0])
    print(next(inverses), next(inverses))
    try:
        next(inverses)
    except ZeroDivisionError as e:
        print("third item:", e)
    print(list(map(pow, [2, 3, 4], [5, 2])), list(map(lambda a, b, c: a + b + c, "ab", "cd", "ef")))

    # zip, enumerate and reversed return iterators: one pass each
    z = zip([1, 2, 3], "abc")
    print(next(z), list(z), list(z))
    e = enumerate(["p", "q"], start=1)
    print(next(e), list(e))
    r = reversed([1, 2, 3])
    print(next(r), list(r), list(r))
    print(next(reversed("stressed")), "".join(reversed("stressed")))
    print(sorted(zip("cab", [3, 1, 2])), dict(enumerate("hi")), max(map(len, words)))
    print(sum(map(int, "12345")), any(map(str.isdigit, "ab1")), all(map(str.isalpha, "ab1")))
    print(", ".join(map(str, filter(lambda n: n % 3 == 0, range(1, 20)))))


main()
