# features: for_range, iteration_protocol, builtins, list, tuple_unpacking, while_statement, break_statement, function_definition
# A shared cursor over range(): iter() gives one iterator that every consumer advances.


def chunks(n, size):
    it = iter(range(n))
    out = []
    while True:
        chunk = [x for _, x in zip(range(size), it)]
        if not chunk:
            return out
        out.append(chunk)


print(chunks(10, 4))
print(chunks(3, 5), chunks(0, 2))

cursor = iter(range(1, 11))
header = next(cursor)
print("header", header)
for x in cursor:
    if x == 4:
        break
print("after break:", list(cursor))
print("exhausted:", list(cursor), next(cursor, "done"))

pairs = iter(range(8))
print(list(zip(pairs, pairs)))

r = range(5)
print(list(r), list(r), sum(r), len(r))  # a range is re-iterable
odd = iter(range(1, 20, 2))
print(next(odd), next(odd), sum(odd))
it = iter(range(6))
first, second, *rest = it
print(first, second, rest, list(it))
countdown = iter(range(5, 0, -1))
print(max(countdown), list(countdown))
