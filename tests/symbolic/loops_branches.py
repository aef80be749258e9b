# symbolic-check: unknowns=inventory.read_qty(),inventory.rate() overflow=none
from inventory import load_cart, read_qty, rate, more

cart = load_cart()
x = read_qty()
y = rate()
if x > 5:
    if x < 3:
        print("impossible")
    print("big")
if x >= 0 and y >= 0 and x + y == 10 and x - y == 4:
    print("hit")
total = 0
for item in cart["items"]:
    total += item["price"]
print("after-list-loop")
n = 0
while more():
    n += 1
print("after-while")
print("end")
