# features: import_statement, float
# Hyperbolic and inverse trigonometric functions: a hanging cable (catenary),
# a projectile's launch angle, and numerically careful log1p/expm1.
import math

# catenary y = a*cosh(x/a): sag and arc length of a cable between two posts
a, half_span = 50.0, 40.0
sag = a * math.cosh(half_span / a) - a
length = 2 * a * math.sinh(half_span / a)
print(f"sag {sag:.4f} m, cable {length:.4f} m")
print("recovered a", round(half_span / math.asinh(length / (2 * a)), 6))

# rapidity and velocity in special relativity: v = c*tanh(w)
c = 299792458.0
for v in [0.1 * c, 0.5 * c, 0.99 * c]:
    w = math.atanh(v / c)
    print(f"v={v / c:.2f}c rapidity={w:.6f} back={math.tanh(w) * c / c:.2f}c gamma={math.cosh(w):.6f}")
print("acosh(gamma)", math.acosh(7.088812050083354))

# launch angles that reach distance d at speed u: sin(2t) = g*d/u^2
g, u = 9.81, 30.0
for d in [50.0, 80.0, 91.0]:
    s = g * d / u ** 2
    t = 0.5 * math.asin(s)
    print(f"d={d}: low {t * 180 / math.pi:.3f} deg, "
          f"high {90 - t * 180 / math.pi:.3f} deg, acos check {math.acos(math.cos(t)) == t}")
print("atan", math.atan(1) * 4 == math.pi, math.atan(-math.inf))

# small arguments: log1p/expm1 keep the digits log/exp lose
for x in [1e-5, 1e-10, 1e-15]:
    print(x, math.log(1 + x), math.log1p(x), math.exp(x) - 1, math.expm1(x))

print(math.copysign(3, -0.0), math.copysign(-2.5, 1), math.isfinite(1e308), math.isfinite(math.inf), math.isfinite(math.nan))
for bad in [lambda: math.asin(2), lambda: math.acosh(0.5), lambda: math.atanh(1), lambda: math.log1p(-1), lambda: math.cosh(1000)]:
    try:
        bad()
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
