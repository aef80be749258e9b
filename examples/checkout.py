# An extract of a larger code base: `shop` and `read_coupon` are not here.
from shop import load_cart, read_coupon

cart = load_cart()
total = 0
for item in cart["items"]:
    total += item["price"]
print("items summed")

discount = read_coupon()
if discount > 50:
    if discount < 10:
        print("unreachable: no coupon is both")
    print("large discount")
elif discount + total == 100:
    print("exactly 100")
print("checkout done")
