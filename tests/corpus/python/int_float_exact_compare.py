# features: comparison, big_integer, float, builtins, list_comprehension, f_string, for_statement
import bisect
import math

# An audit of ID values that passed through a JSON layer as floats: which of
# them still equal the original integers? Python compares int and float
# exactly, so rounding to a double shows up as inequality.

ids = [2 ** 53 - 1, 2 ** 53, 2 ** 53 + 1, 10 ** 16 + 1, 10 ** 22, 10 ** 23, 12345678901234567890, -(2 ** 63) - 1]
print(f"{'id':>22} {'as float':>26} same  order")
for i in ids:
    f = float(i)
    order = "<" if i < f else ">" if i > f else "="
    print(f"{i:>22} {f!r:>26} {str(i == f):<5} {order} {i != f} {f <= i} {f >= i}")

print(2 ** 64 == 2.0 ** 64, 2 ** 64 + 1 > 2.0 ** 64, -(2 ** 64) - 1 < -(2.0 ** 64))
print(10 ** 400 < math.inf, -(10 ** 400) > -math.inf, 10 ** 400 == math.inf, 10 ** 400 > 1e308)
nan = float("nan")
print(1 == nan, 1 != nan, 1 < nan, 2 ** 70 >= nan, nan == 2 ** 70, True == 1.0, False < 0.5, True > 0.5)
print(7 <= 7.5, -7 < -6.5, 3 == 3.0, -0.0 == 0, 2 ** 63 == 9.223372036854775808e18, 2 ** 63 - 1 < 2.0 ** 63)
print(-(2 ** 63) == -9.223372036854775808e18, -(2 ** 63) + 1 > -(2.0 ** 63), 0.9999999999999999 < 1, 1 < 1.0000000000000002)

mixed = [1e23, 10 ** 23, 99999999999999991611392, 2 ** 53 + 1, 9007199254740992.0, 0.5, 0]
print(sorted(mixed))
print(max(2 ** 53 + 1, 2.0 ** 53), min(10 ** 23, 1e23), max([1e23, 10 ** 23]))
print(10 ** 23 in [1e23], 2 ** 53 in [2.0 ** 53], [1e23, 2.5].count(10 ** 23), [2.0 ** 53, 1].index(2 ** 53))
scale = [0.5, 1.5, 1e16, 1e23, 1e30]
print([bisect.bisect_left(scale, x) for x in (1, 10 ** 16 + 1, 10 ** 23, 10 ** 30, 10 ** 31)])
print((2 ** 53 + 1, 1) > (2.0 ** 53, 2), [10 ** 23] == [1e23], {"k": 10 ** 23} == {"k": 1e23})
