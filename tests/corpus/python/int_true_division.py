# features: arithmetic, float
# int / int is rounded once to the nearest float, also where the operands
# do not fit a double and where the result is subnormal (ties to even).
from fractions import Fraction

cases = [
    (1, 3), (10**30, 7), (2**1080, 3**600), (1, 10**320), (3, 2**1075),
    (1, 2**1075), (5, 2**1076), (-(2**64 + 1), 3), (123456789012345678901234567890, 987654321),
    (2**53 + 1, 1), (2**54 + 3, 2),
]
for a, b in cases:
    q = a / b
    print(f"{q!r:>24} exact={Fraction(a, b) == Fraction(q)}")
try:
    print(10**400 / 3)
except OverflowError as e:
    print("OverflowError:", e)
print(float(Fraction(1, 3)), float(Fraction(10**310, 10**10)))
