# features: function_definition, global_statement, nonlocal_statement, try_statement, closure, unbound_local
# Scoping rules people trip over: a name assigned anywhere in a function is
# local to all of it, so reading it first raises UnboundLocalError (a
# NameError); `global` and `nonlocal` fix it; a loop variable of an empty
# loop is never bound.
hits = 0


def record_hit_wrong():
    hits += 1  # hits is local here: read before assignment
    return hits


def record_hit():
    global hits
    hits += 1
    return hits


def make_counter():
    count = 0

    def bump():
        nonlocal count
        count += 1
        return count

    return bump


def last_item(items):
    for item in items:
        pass
    return item


def lookup(table, key):
    if key in table:
        value = table[key]
    return value


def describe(error):
    return f"{type(error).__name__}: {error}"


for call in (record_hit_wrong, record_hit, record_hit):
    try:
        print(call.__name__, "->", call())
    except UnboundLocalError as e:
        print(call.__name__, "->", describe(e))

counter = make_counter()
print([counter() for _ in range(3)])

print(last_item(["a", "b", "c"]))
try:
    last_item([])
except NameError as e:  # UnboundLocalError is a NameError
    print("empty:", describe(e), isinstance(e, NameError))

prices = {"apple": 3, "pear": 5}
for fruit in ("pear", "plum"):
    try:
        print(fruit, lookup(prices, fruit))
    except UnboundLocalError as e:
        print(fruit, "missing:", e)


def shadow():
    total = 0
    for step in range(3):
        if step == 1:
            print("before:", message if step > 1 else "(not yet)")
        message = f"step {step}"
        total += step
    return message, total


print(shadow())
print(lookup(prices, "kiwi"))
