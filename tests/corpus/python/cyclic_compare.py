# features: list, dictionary, comparison, try_statement, except_clause, lambda, for_statement
# Equality, membership and ordering of containers that contain themselves:
# an item identical to the other side's is equal without a look inside
# (CPython's identity shortcut); comparing two distinct cycles recurses
# without end and raises RecursionError instead of crashing.
l = []
l.append(l)
print(l == l, l != l, l in l, [l] == [l])
a = []
a.append(a)
b = []
b.append(b)
for label, f in [("a == b", lambda: a == b), ("a != b", lambda: a != b), ("a < b", lambda: a < b), ("a in [b]", lambda: a in [b])]:
    try:
        print(label, f())
    except RecursionError as e:
        print(label, "RecursionError:", e)
d = {}
d["self"] = d
e = {}
e["self"] = e
print(d == d, d != d)
try:
    print(d == e)
except RecursionError as ex:
    print("d == e RecursionError:", ex)
deep1 = None
deep2 = None
for i in range(3000):
    deep1 = [deep1]
    deep2 = [deep2]
try:
    print(deep1 == deep2)
except RecursionError as ex:
    print("deep RecursionError:", ex)
shallow1 = None
shallow2 = None
for i in range(200):
    shallow1 = [shallow1, i]
    shallow2 = [shallow2, i]
print(shallow1 == shallow2, shallow1 < shallow2, shallow1 <= shallow2)
print("done")
