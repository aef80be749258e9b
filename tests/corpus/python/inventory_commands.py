# features: stdlib_dataclasses, property_descriptor, splat_argument, tuple_unpacking, try_statement, except_clause, f_string, lambda, delete_statement
# An inventory driven by a command script: shlex splits quoted arguments, dataclass items, typed errors per line.
import shlex
from dataclasses import dataclass, asdict

@dataclass
class Item:
    sku: str
    name: str
    qty: int = 0
    price: float = 0.0

    @property
    def value(self):
        return self.qty * self.price

SCRIPT = """
add A100 "Blue Widget" 10 2.50
add B200 'Red Gadget' 3 19.99
add C300 Gizmo 0 7
restock A100 5
sell B200 2
sell C300 1
sell Z999 1
rename C300 "Gizmo Pro"
report
remove A100
bogus command
report
"""

inventory = {}

def run(cmd, *args):
    if cmd == "add":
        sku, name, qty, price = args
        inventory[sku] = Item(sku, name, int(qty), float(price))
    elif cmd == "restock":
        inventory[args[0]].qty += int(args[1])
    elif cmd == "sell":
        item = inventory.get(args[0])
        if item is None:
            raise KeyError(f"unknown sku {args[0]}")
        if item.qty < int(args[1]):
            raise ValueError(f"only {item.qty} of {item.name} left")
        item.qty -= int(args[1])
    elif cmd == "rename":
        inventory[args[0]].name = args[1]
    elif cmd == "remove":
        del inventory[args[0]]
    elif cmd == "report":
        print(f"{'SKU':<5} {'Name':<12} {'Qty':>4} {'Value':>8}")
        for it in sorted(inventory.values(), key=lambda i: -i.value):
            print(f"{it.sku:<5} {it.name:<12} {it.qty:>4} {it.value:>8.2f}")
        print(f"total {sum(i.value for i in inventory.values()):.2f}")
    else:
        raise NotImplementedError(cmd)

for lineno, line in enumerate(SCRIPT.strip().splitlines(), 1):
    parts = shlex.split(line)
    try:
        run(*parts)
    except (KeyError, ValueError, NotImplementedError) as e:
        print(f"line {lineno}: {type(e).__name__}: {e}")
print([asdict(i) for i in inventory.values()])
print(shlex.join(["add", "D400", "Left-handed \"spanner\"", "1", "3"]), shlex.quote("it's"))
