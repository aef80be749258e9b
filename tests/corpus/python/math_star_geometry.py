# features: global_builtin_modules, import_from_statement, function_definition, list_comprehension, f_string
# Polygon and circle geometry written against `from math import *`, as quick scripts do:
# every public math name is bound (and math.pow shadows the built-in pow).
from math import *


def polygon_area(points):
    total = 0.0
    for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1]):
        total += x1 * y2 - x2 * y1
    return fabs(total) / 2


def perimeter(points):
    return fsum(dist(a, b) for a, b in zip(points, points[1:] + points[:1]))


def regular_polygon(n, r):
    return [(r * cos(2 * pi * k / n), r * sin(2 * pi * k / n)) for k in range(n)]


for n in (3, 4, 6, 12, 100):
    pts = regular_polygon(n, 1.0)
    area = polygon_area(pts)
    print(f"n={n:>3} area={area:.6f} perimeter={perimeter(pts):.6f} ratio_to_circle={area / pi:.4%}")

print(pi, e, tau, inf, -inf, isnan(nan), isinf(inf), isfinite(1e308))
print(sqrt(2), isqrt(99), hypot(3, 4), degrees(pi / 3), radians(180) == pi, atan2(1, -1))
print(floor(-2.5), ceil(-2.5), trunc(-2.5), modf(-2.5), frexp(40.0), ldexp(0.625, 6), fmod(-7, 3), copysign(3, -0.0))
print(pow(2, 10), type(pow(2, 3)).__name__, exp(1) == e, log(e), log2(1024), log10(0.001), log(8, 2), log1p(0), expm1(0))
print(factorial(20), comb(10, 3), perm(5, 2), gcd(84, 36, 120), lcm(4, 6, 10), prod([1, 2, 3, 4]), prod([], start=5))
print(isclose(0.1 + 0.2, 0.3), isclose(1.0, 1.001, rel_tol=1e-2), isclose(0, 1e-12, abs_tol=1e-9))
print([round(f(0.5), 6) for f in (sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, atanh)], round(acosh(2), 6))
angles = [0, 30, 45, 60, 90]
print(" ".join(f"{a:>3}deg:{sin(radians(a)):.3f}" for a in angles))
try:
    sqrt(-1)
except ValueError as err:
    print("ValueError:", err)
try:
    log(0)
except ValueError as err:
    print("ValueError:", err)
