# features: global_builtin_modules, import_statement, import_from_statement, exception_hierarchy, try_statement, except_clause
import math
import statistics
from statistics import StatisticsError

# Exam scores summarised with statistics (exact sums as CPython computes
# them), distances with math, and the built-in exception classes a parser
# or file tool raises.
scores = [72, 85, 91, 85, 60, 78, 85, 94, 70]
temps = [21.5, 19.25, 23.0, 22.75, 18.5, 20.0]
print(statistics.mean(scores), statistics.mean(temps), statistics.mean([1, 2]), statistics.fmean(temps))
print(statistics.median(scores), statistics.median(temps), statistics.median_low(temps), statistics.median_high(temps))
print(statistics.mode(scores), statistics.multimode("aabbc"), statistics.mode(["x", "y", "y"]))
print(statistics.variance(scores), statistics.pvariance(scores), statistics.variance(temps), statistics.pvariance([1, 2, 3, 4]))
print(statistics.stdev(scores), statistics.pstdev(temps), statistics.stdev([2.5, 3.1, 4.7, 5.0, 5.0, 6.2, 8.9, 10.4]))
print(statistics.quantiles(scores), statistics.quantiles(temps, n=10, method="inclusive"))
print(statistics.harmonic_mean([40, 60]), round(statistics.geometric_mean([1, 10, 100]), 9))
for bad in ([], [3]):
    try:
        statistics.stdev(bad)
    except StatisticsError as e:
        print("StatisticsError:", e, isinstance(e, ValueError))
try:
    statistics.mean([])
except StatisticsError as e:
    print("StatisticsError:", e)

print(math.dist((0, 0), (3, 4)), math.dist([1, 2, 3], [4, 6, 8]), math.perm(6, 3), math.perm(5), math.perm(3, 5))
print(math.fsum([0.1] * 10), sum([0.1] * 10), math.fsum([1e100, 1.0, -1e100, 1e-100]), math.fsum([]))
print(math.degrees(math.pi), math.radians(180), math.frexp(10.0), math.ldexp(0.625, 4), math.modf(-3.75), math.fmod(-7, 3))


def parse(line):
    if not line.strip():
        raise EOFError("empty input")
    if line.count("(") != line.count(")"):
        raise SyntaxError("unbalanced parentheses in " + repr(line))
    if line.startswith("/"):
        raise PermissionError("Permission denied: " + line)
    return len(line)


for line in ["(a b)", "(a b", "", "/root"]:
    try:
        print("ok", parse(line))
    except SyntaxError as e:
        print("SyntaxError:", e)
    except (EOFError, OSError) as e:
        print(type(e).__name__, e, isinstance(e, OSError), e.args)
for cls in [TimeoutError, FileExistsError, IsADirectoryError, UnicodeDecodeError, FloatingPointError, UserWarning,
            DeprecationWarning, IOError, EnvironmentError]:
    print(cls.__name__, [k.__name__ for k in cls.__mro__[1:]])
