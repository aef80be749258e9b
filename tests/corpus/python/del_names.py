# features: delete_statement, unbound_local, try_statement, except_clause, class_definition, function_definition
# Temporaries a script deletes once it is done with them: reading one
# afterwards is an error (NameError at module level, UnboundLocalError in a
# function), and a class body's deleted helper is no attribute.
rates = {"EUR": 1.0, "USD": 1.08, "GBP": 0.86}
scratch = sorted(rates.items(), key=lambda kv: kv[1])
cheapest, priciest = scratch[0][0], scratch[-1][0]
del scratch
print("cheapest", cheapest, "priciest", priciest)
try:
    print(scratch)
except NameError as e:
    print("NameError:", e)


def report():
    try:
        print("inside a function:", len(scratch))
    except NameError as e:
        print("function sees NameError:", e)


report()
scratch = ["rebound"]
report()
a, (b, c) = 1, (2, 3)
del a, (b, c)
for name in ("a", "b", "c"):
    try:
        eval(name) if False else print({"a": a, "b": b, "c": c}[name])
    except NameError as e:
        print("NameError:", e)
        break


def totals(values):
    running = 0
    for v in values:
        running += v
    result = running
    del running
    try:
        return result, running
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)
    running = -1
    del running
    try:
        del running
    except UnboundLocalError as e:
        print("double del:", e)
    return result


print("total:", totals([3, 4, 5]))


class Palette:
    _base = ["red", "green", "blue"]
    names = [c.upper() for c in _base]
    count = len(_base)
    del _base


print(Palette.names, Palette.count, hasattr(Palette, "_base"), "_base" in vars(Palette))
try:
    Palette._base
except AttributeError as e:
    print("AttributeError:", e)

for i in range(3):
    pass
print("loop left i =", i)
del i
try:
    i += 1
except NameError as e:
    print("NameError:", e)
data = [10, 20, 30, 40]
del data[1], data[-1]
print(data)
