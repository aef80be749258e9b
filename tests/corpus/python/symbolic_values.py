# features: import_from_statement, symbolic, unresolved_call, f_string, splat_argument, builtins, tuple_unpacking, for_statement, list_comprehension
# expect: symbolic (shop does not exist; expectations curated by hand from the VM)
# Incomplete code: every operation on an unknown value gives an unknown
# value (or prints as one), never a TypeError or a made-up concrete value.
from shop import load_cart

cart = load_cart()
print("index", cart.items[0], cart["k"])
print("method", cart.total_price(3), cart(1))
print("compare", cart.total < 10, cart == 3, isinstance(cart, dict))
print("arith", cart.total + 1, -cart.total)
print(f"fstring {cart.total} {cart.total:.2f}")
print("percent %d" % cart.total)
print("format {}".format(cart.name))
print("len", len(cart.items))
print("builtins", max(cart.total, 3), sorted(cart.items), int(cart.total), str(cart.total))
print("join", ",".join(cart.names))
a, b = cart.pair
print("unpacked", a, b)
print("splat", [*cart.items, 1] is not None)
if cart.empty:
    print("taken")
n = 0
for item in cart.items:
    n += 1
for key in cart:
    n += 1
squares = [x * x for x in cart.items]
print("after loops", n >= 0, isinstance(squares, list))
