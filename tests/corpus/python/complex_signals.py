# features: complex_number, import_statement
# Signal maths with phasors: a discrete Fourier transform written out by
# hand, an RC low-pass filter's frequency response, and a Mandelbrot set.
import cmath
from cmath import exp, pi, polar, rect, phase


def dft(samples):
    n = len(samples)
    return [sum(x * exp(-2j * pi * k * t / n) for t, x in enumerate(samples)) for k in range(n)]


def idft(spectrum):
    n = len(spectrum)
    return [sum(X * exp(2j * pi * k * t / n) for k, X in enumerate(spectrum)) / n for t in range(n)]


signal = [0, 1, 0, -1, 0, 1, 0, -1]
spectrum = dft(signal)
for k, X in enumerate(spectrum):
    mag, ang = polar(X)
    print(f"bin {k}: |X|={mag:.3f} phase={ang:+.3f}")
back = idft(spectrum)
print([round(v.real, 9) + 0.0 for v in back])
print(all(cmath.isclose(a, b, abs_tol=1e-9) for a, b in zip(back, signal)))

# RC low-pass filter: H(jw) = 1 / (1 + jwRC)
R, C = 1000.0, 1e-6
for f in [10, 100, 159.15, 1000, 10000]:
    w = 2 * pi * f
    H = 1 / (1 + 1j * w * R * C)
    print(f"{f:>8} Hz  gain={abs(H):.4f}  phase={phase(H) * 180 / pi:7.2f} deg")

# impedances in series and parallel
z_r = complex(50, 0)
z_l = 1j * 2 * pi * 50 * 0.2
z_c = 1 / (1j * 2 * pi * 50 * 100e-6)
series = z_r + z_l + z_c
parallel = 1 / (1 / z_r + 1 / z_l + 1 / z_c)
print("series", series, "parallel", parallel)
print("rect", rect(2, pi / 2), rect(1, 0), "polar", polar(-1))

print(cmath.sqrt(-1), cmath.log(-1), cmath.log10(100j), cmath.log(8, 2), cmath.exp(1j * pi))
print(cmath.sin(1 + 1j), cmath.cos(1 + 1j), cmath.tan(0.5j), cmath.asin(2), cmath.acos(2), cmath.atan(1 + 2j))
print(cmath.sinh(1j), cmath.cosh(1 + 1j), cmath.tanh(0.5 - 0.5j), cmath.asinh(1j), cmath.acosh(0.5), cmath.atanh(2))
print(cmath.isnan(cmath.nanj), cmath.isinf(cmath.infj), cmath.isfinite(1 + 1j), cmath.inf, cmath.nan, cmath.e)


def mandelbrot(c, limit=30):
    z = 0j
    for i in range(limit):
        z = z * z + c
        if abs(z) > 2:
            return i
    return limit


chars = " .:-=+*#%@"
for row in range(11):
    y = 1.2 - row * 0.24
    line = ""
    for col in range(40):
        x = -2.1 + col * 0.07
        n = mandelbrot(complex(x, y))
        line += chars[min(n, 30) * (len(chars) - 1) // 30]
    print(line.rstrip())
