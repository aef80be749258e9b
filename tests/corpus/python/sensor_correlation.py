# features: global_builtin_modules, import_statement, except_clause, try_statement, slicing, string_methods, f_string
# Pairs of sensor readings: how strongly do they move together, and what line
# fits them? statistics' covariance/correlation/linear_regression (3.10+),
# plus the errors a careless parser of fixed-width codes runs into.
import statistics
from statistics import linear_regression, StatisticsError

temps = [14.2, 12.8, 11.1, 15.9, 17.4, 16.0, 19.3, 21.0]
power = [310, 335, 362, 298, 270, 281, 240, 215]
hours = [1, 2, 3, 4, 5, 6, 7, 8]

print("covariance:", statistics.covariance(temps, power))
print("cov ints:", statistics.covariance(hours, power))
print("correlation:", statistics.correlation(temps, power))
print(f"r(hours, temps) = {statistics.correlation(hours, temps):.6f}")
fit = linear_regression(temps, power)
print(fit)
print("slope %.4f intercept %.4f" % fit)
print("field access:", round(fit.slope, 3), round(fit.intercept, 3), type(fit).__name__)
through0 = linear_regression(hours, power, proportional=True)
print("proportional:", through0, through0.intercept)
for t in (10.0, 20.0, 25.0):
    print(f"predicted load at {t:4.1f}C: {fit.slope * t + fit.intercept:7.2f}")
print("perfect:", statistics.correlation([1, 2, 3], [2, 4, 6]), statistics.correlation([1, 2, 3], [3, 2, 1]))

bad_inputs = [
    ("covariance", lambda: statistics.covariance([1, 2], [1, 2, 3])),
    ("covariance", lambda: statistics.covariance([1], [2])),
    ("correlation", lambda: statistics.correlation([1, 1, 1], [1, 2, 3])),
    ("correlation", lambda: statistics.correlation([], [])),
    ("regression", lambda: linear_regression([2, 2, 2], [1, 2, 3])),
    ("regression", lambda: linear_regression([1, 2], [1])),
]
for name, fn in bad_inputs:
    try:
        fn()
    except StatisticsError as e:
        print(f"{name}: {type(e).__name__}: {e}")

# Fixed-width station codes: indexing past the end of a short code.
codes = ["OSL01", "RM", "CAI7", "X"]
for code in codes:
    try:
        print(code, "->", code[0], code[2], code[-3])
    except IndexError as e:
        print(code, "-> IndexError:", e)
for seq in ("abc", "ünï", (1, 2), [1], b"ab", range(2)):
    try:
        seq[5]
    except IndexError as e:
        print(type(seq).__name__, "IndexError:", e)
