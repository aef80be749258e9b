# features: tuple, try_statement, except_clause, function_definition, tuple_unpacking
def bounds(points):
    xs = [x for x, _ in points]
    ys = [y for _, y in points]
    return (min(xs), min(ys)), (max(xs), max(ys))

def first_gap(values):
    for i, v in enumerate(values):
        if v is None:
            return (i, None)
    return (None, None)

points = [(3, 4), (-1, 7), (5, -2)]
lo, hi = bounds(points)
print(lo, hi)
try:
    bounds(points)[0][1] = 0
except TypeError as e:
    print("bounds()[0] ->", e)
try:
    divmod(17, 5)[1] = 0
except TypeError as e:
    print("divmod() ->", e)
try:
    tuple(sorted(hi))[0] = 0
except TypeError as e:
    print("tuple() ->", e)
for label, target in [("lo", lo), ("divmod", divmod(17, 5)), ("gap", first_gap([1, None, 3])),
                      ("fresh", bounds(points)[1]), ("empty gap", first_gap([]))]:
    try:
        target[1] = 0
        print(label, "changed?", target)
    except TypeError as e:
        print(label, "->", e)
try:
    first_gap([None])[1] = "x"
except TypeError as e:
    print("temporary ->", e)
record = ("ada", None, 36)
try:
    record[1] = "engineer"
except TypeError as e:
    print("record ->", e)
name, role, age = record
record = (name, "engineer", age)
print(record, record.count(None), (None,) * 2 + record[:1])
