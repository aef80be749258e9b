# features: builtins, stdlib_fractions_copy, float
"""Cleaning survey answers typed as text: float() takes digit groups with
underscores and saturates huge exponents to inf (tiny ones to 0.0); ages
grouped into classes get statistics.median_grouped; money is kept as
Decimal and inspected with as_tuple()."""
import statistics
from decimal import Decimal

ANSWERS = ["12.5", " 1_000 ", "3e2", "1e400", "-1e400", "1e-400", "nan", "+Infinity", "2_5.0_1",
           "1__0", "_7", "7_", "4._5", "abc", ""]


def clean(text):
    try:
        return float(text)
    except ValueError as e:
        return f"rejected ({e})"


def main():
    for a in ANSWERS:
        print(f"{a!r:>14} -> {clean(a)}")
    finite = [x for x in map(clean, ANSWERS) if isinstance(x, float) and x == x and abs(x) != float("inf")]
    print("finite:", finite)

    ages = [23, 25, 25, 31, 34, 34, 34, 41, 47, 52]
    print("median:", statistics.median(ages), "grouped:", statistics.median_grouped(ages))
    print("by decade:", statistics.median_grouped([20, 20, 30, 30, 30, 40, 50], interval=10))
    print(statistics.median_grouped([3.5]), statistics.median_grouped([1, 2, 2, 3, 4]), statistics.median_grouped([1.5, 2.5, 2.5, 3.5], 0.5))
    try:
        statistics.median_grouped([])
    except statistics.StatisticsError as e:
        print("StatisticsError:", e)

    for amount in ["19.990", "-0.05", "1200", "7E+3"]:
        d = Decimal(amount)
        t = d.as_tuple()
        print(f"{amount:>7}: sign={t.sign} digits={t.digits} exponent={t.exponent} places={max(0, -t.exponent)} {t}")
    sign, digits, exp = Decimal("3.14").as_tuple()
    print(sign, "".join(map(str, digits)), exp, type(Decimal("1").as_tuple()).__name__)


main()
