# features: complex_number, match_statement
import cmath
import math


def solve_quadratic(a, b, c):
    """Both roots of a*x**2 + b*x + c, complex when the discriminant is negative."""
    disc = b * b - 4 * a * c
    root = cmath.sqrt(disc)
    return (-b + root) / (2 * a), (-b - root) / (2 * a)


def describe(z):
    match z:
        case 0j:
            return "zero"
        case 1+1j:
            return "one plus i"
        case -1-1j:
            return "minus one minus i"
        case complex(real=r, imag=0.0):
            return f"real {r}"
        case complex(imag=i) if i > 0:
            return "upper half-plane"
        case _:
            return "lower half-plane"


for coeffs in [(1, -3, 2), (1, 2, 5), (2, 0, 8), (1, -2, 1), (1, 1, 1)]:
    r1, r2 = solve_quadratic(*coeffs)
    print(coeffs, "->", r1, r2)
    # the roots satisfy the equation (up to rounding)
    a, b, c = coeffs
    for r in (r1, r2):
        assert abs(a * r ** 2 + b * r + c) < 1e-9

for z in [0j, 1 + 1j, -1 - 1j, complex(2.5), 3 - 4j, -2j + 1, complex("0.5+0.25j")]:
    print(repr(z), describe(z))

z = complex(3, 4)
print(z, z.real, z.imag, z.conjugate(), abs(z), -z, +z, z * z.conjugate())
print(z + 1, 1 + z, z - 2.5, 10 / z, z / 2, z ** 2, 2 ** (1j * math.pi), z ** 0.5)
print(type(z).__name__, type(1j), isinstance(z, complex), isinstance(z, (int, float)))
print(1j * 1j == -1, (2 + 0j) == 2, 2.0 == complex(2), (1 + 1j) != 1, hash(2 + 0j) == hash(2))
print(bool(0j), bool(1e-300j), str(-0j), repr(complex(-0.0, -0.0)), 1e20j, complex(1.5, 0), -1.5 - 0j)
print(complex(float("inf"), float("nan")), complex("-j"), complex(" ( 1e3-2.5J ) "), complex(1 + 2j, 3j))
print(format(z, ".2f"), format(1j, ""), f"{z:>12}", f"{z:<10}|", f"{-z:+.3e}", "{:^14}".format(1 - 1j))
print(sum([1j, 2, 3.5]), pow(1j, 2), (-8) ** (1 / 3), pow(-4.0, 0.5))

for bad in [lambda: 1 / 0j, lambda: 0j ** -1, lambda: int(2j), lambda: float(1j), lambda: 1j < 2j,
            lambda: complex("1+"), lambda: complex([]), lambda: 1j % 2, lambda: "a" + 1j,
            lambda: divmod(1j, 2), lambda: divmod(2, 1j)]:
    try:
        bad()
    except (TypeError, ValueError, ZeroDivisionError) as e:
        print(type(e).__name__, e)

roots = [1j, -1j, 2 + 0j]
print(2 in roots, -1j in roots, 3j not in roots, roots.index(-1j), roots.count(2), (1j, 1j).count(1j))
try:
    round(1.5 + 2j)
except TypeError as e:
    print(e)
