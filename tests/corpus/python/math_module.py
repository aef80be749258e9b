# features: import_statement, import_from_statement, builtins, float, global_builtin_modules
import math
from math import sqrt, pi as PI
print(math.sqrt(16), sqrt(2), math.floor(-2.5), math.ceil(2.1), math.gcd(12, 18), math.isqrt(99))
print(math.factorial(25), round(PI, 5), math.e, math.hypot(3, 4), math.pow(2, 10), math.fabs(-3))
print(math.log(math.e), math.log2(1024), math.log10(1000), math.isclose(0.1 + 0.2, 0.3), math.inf > 10**100)
print(math.comb(10, 3), math.prod([1, 2, 3, 4]), math.lcm(4, 6), math.trunc(-3.7), math.isnan(math.nan))
try:
    math.sqrt(-1)
except ValueError as e:
    print("error:", e)
