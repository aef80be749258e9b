# features: complex_number, import_statement
# cmath at the edges: every function on infinite, NaN and signed-zero
# parts (C99 Annex G's special values, CPython's domain errors), the way a
# numerics test suite tabulates them.
import cmath
import math

inf, nan = math.inf, math.nan
parts = [-inf, -2.0, -0.0, 0.0, 2.0, inf, nan]
names = ["exp", "log", "log10", "sqrt", "cos", "sin", "tan", "acos", "asin", "atan",
         "cosh", "sinh", "tanh", "acosh", "asinh", "atanh"]

for name in names:
    f = getattr(cmath, name)
    row = []
    for x in parts:
        for y in parts:
            if math.isfinite(x) and math.isfinite(y) and x not in (0.0,):
                continue  # ordinary values are covered elsewhere
            try:
                row.append(repr(f(complex(x, y))))
            except ValueError:
                row.append("ValueError")
            except OverflowError:
                row.append("OverflowError")
    print(name, len(row))
    for k in range(0, len(row), 8):
        print("   ", " ".join(row[k:k + 8]))

print(cmath.phase(complex(-0.0, -0.0)), cmath.phase(complex(-1, -0.0)), cmath.polar(complex(-inf, nan)))
print(cmath.isclose(complex(inf, 1), complex(inf, 1)), cmath.isclose(complex(inf, 1), complex(inf, 2)), cmath.isclose(nan, nan))
print("exp(710) overflows:", end=" ")
try:
    cmath.exp(710 + 1j)
except OverflowError as e:
    print(e)
print(cmath.exp(709 + 1j), cmath.cosh(-709.5 + 2j), cmath.tanh(400 - 1j), cmath.rect(inf, 0))
try:
    cmath.rect(1, inf)
except ValueError as e:
    print("rect", e)

for r in parts:
    row = []
    for phi in parts:
        if math.isfinite(r) and math.isfinite(phi):
            continue
        try:
            row.append(repr(cmath.rect(r, phi)))
        except ValueError:
            row.append("ValueError")
    print("rect", r, " ".join(row))
