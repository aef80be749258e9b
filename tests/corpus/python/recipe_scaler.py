# features: stdlib_fractions_copy, stdlib_re, string_methods, f_string, for_statement
from fractions import Fraction
import re

RECIPE = """\
2 1/4 cups flour
1/2 tsp salt
3 eggs
1 1/2 cups milk
2 tbsp butter, melted
"""

LINE = re.compile(r"^(?P<qty>\d+(?: \d+/\d+)?|\d+/\d+)\s+(?P<rest>.+)$")

def parse_qty(text):
    total = Fraction(0)
    for part in text.split():
        total += Fraction(part)
    return total

def fmt(q):
    whole, rem = divmod(q.numerator, q.denominator)
    if rem == 0:
        return str(whole)
    frac = f"{rem}/{q.denominator}"
    return f"{whole} {frac}" if whole else frac

def scale(recipe, factor):
    out = []
    for line in recipe.splitlines():
        m = LINE.match(line)
        if not m:
            out.append(line)
            continue
        q = parse_qty(m.group("qty")) * factor
        out.append(f"{fmt(q)} {m['rest']}")
    return out

for factor in (Fraction(1, 2), Fraction(3), Fraction(2, 3)):
    print(f"x{factor}:")
    for row in scale(RECIPE, factor):
        print("  " + row)
