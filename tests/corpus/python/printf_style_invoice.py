# features: string_formatting, f_string, try_statement, except_clause, dictionary
# An invoice printed with printf-style % formatting: %(key)s mapping
# lookups, * widths, flags, %a/%c, and the errors CPython raises; plus
# format() grouping of hex/binary digits and of float reprs.
from decimal import Decimal

LINES = [
    {"sku": "A-1", "desc": "Hex bolts", "qty": 120, "price": 0.125},
    {"sku": "B-22", "desc": "Washers (flat)", "qty": 1000, "price": 0.0333},
    {"sku": "C-333", "desc": "Bracket, galvanised steel", "qty": 4, "price": 12.5},
]


def render(lines, width=14):
    out = ["%-6s|%-*s|%5s|%9s" % ("SKU", width, "Item", "Qty", "Amount")]
    total = 0.0
    for row in lines:
        amount = row["qty"] * row["price"]
        total += amount
        out.append("%-6s|%-*.*s|%5d|%9.2f" % (row["sku"], width, width, row["desc"], row["qty"], amount))
    out.append("%s %*.2f" % ("TOTAL", 6 + width + 5 + 9 - 3, total))
    return "\n".join(out)


print(render(LINES))
print(render(LINES, width=8))
for row in LINES:
    print("%(sku)s: %(qty)d x %(price).3f = %(qty)05d units" % row)
print("%(a)s and %(a)r" % {"a": "twice"}, "%%(not a key)s" % ())
print("%+d % d %+.1f %#x %#X %#o %x" % (7, 7, -0.05, 255, 255, 8, -255))
print("%05d|%-5d|%5s|%-5s|%.2s|%c%c|%i" % (-42, 42, "ab", "ab", "xyz", "A", 0x263A, 3.99))
print("%e %E %g %G %.3g %10.2e" % (1234.5, 0.00012, 1e-5, 1e20, 3.14159, -98765.4))
print("%s %r %a" % ("caf\u00e9", "caf\u00e9", "caf\u00e9"))
print("%s" % ([1, 2],), "%s" % {"k": 1}, "%d%%" % 50, "%s" % None)
print("%d %x" % (True, 3), "%.0f %.0f %.0f" % (0.5, 1.5, 2.5), "%5.1f%%" % 99.44)
print("%d items at %s" % (3, Decimal("1.50")), "%.2f" % Decimal("2.675"), "%d" % Decimal("7.9"))

for fmt, args in [("%d", "x"), ("%s %s", (1,)), ("%s", (1, 2)), ("%z", 1), ("%(k)s", (1,)),
                  ("%x", 1.5), ("%c", "ab"), ("%(missing)s", {"k": 1}), ("%", ())]:
    try:
        print(repr(fmt % args))
    except (TypeError, ValueError, KeyError) as e:
        print("%-12r -> %s: %s" % (fmt, type(e).__name__, e))

print("{:_x} {:#_b} {:#010x} {:#06o} {:,} {:_}".format(0xDEADBEEF, 37, 255, 8, 1234567.5, 10**9))
print("{:,} {:,.3g} {:>12,} {:_.1f}".format(-9876543.21, 1234567.0, 1e6, 12345.67))
print(format(255, "#X"), format(-255, "#x"), format(5, "#b"), format(0, "#o"))
