# statistics, written for RedDragon's VM (lowered with the programs that
# import it). As CPython 3.11: sums and sums of squares are exact (Fractions),
# converted once to the data's type (int data whose result is not whole
# gives a float), and stdev/pstdev take a correctly rounded square root of
# the exact variance. Decimal data is not modelled.

import math
from fractions import Fraction
from bisect import bisect_left, bisect_right


class StatisticsError(ValueError):
    pass


def _exact(x):
    if isinstance(x, Fraction):
        return x
    if isinstance(x, float):
        if x != x or x in (float("inf"), -float("inf")):
            raise StatisticsError("non-finite data: " + repr(x))
        return Fraction(x)
    if isinstance(x, int):
        return Fraction(x)
    raise TypeError("can't convert type '" + type(x).__name__ + "' to numerator/denominator")


def _type_of(data):
    t = int
    for x in data:
        if isinstance(x, float):
            t = float
        elif isinstance(x, Fraction) and t is int:
            t = Fraction
    return t


def _convert(value, t):
    if t is int and value.denominator != 1:
        t = float
    if t is int:
        return int(value)
    if t is float:
        return float(value)
    return value


def _sum(data):
    total = Fraction(0)
    for x in data:
        total += _exact(x)
    return total


def mean(data):
    data = list(data)
    if not data:
        raise StatisticsError("mean requires at least one data point")
    return _convert(_sum(data) / len(data), _type_of(data))


def fmean(data, weights=None):
    data = list(data)
    if not data:
        raise StatisticsError("fmean requires at least one data point")
    if weights is None:
        return math.fsum(data) / len(data)
    weights = list(weights)
    return math.fsum(x * w for x, w in zip(data, weights)) / math.fsum(weights)


def geometric_mean(data):
    data = list(data)
    if not data:
        raise StatisticsError("geometric_mean requires at least one data point")
    return math.exp(fmean([math.log(x) for x in data]))


def harmonic_mean(data, weights=None):
    data = list(data)
    if not data:
        raise StatisticsError("harmonic_mean requires at least one data point")
    if any(x < 0 for x in data):
        raise StatisticsError("harmonic mean does not support negative values")
    if weights is None:
        weights = [1] * len(data)
    if any(x == 0 for x in data):
        return 0
    total = sum(Fraction(w) for w in weights)
    t = Fraction if _type_of(data) is Fraction else float  # the terms w / x are true divisions
    return _convert(total / sum(Fraction(w) / _exact(x) for x, w in zip(data, weights)), t)


def median(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    return data[n // 2] if n % 2 == 1 else data[n // 2 - 1]


def median_grouped(data, interval=1):
    """The 50th percentile of grouped continuous data (CPython's interpolation)."""
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    x = data[n // 2]
    for obj in (x, interval):
        if isinstance(obj, (str, bytes)):
            raise TypeError("expected number but got %r" % (obj,))
    try:
        low = x - interval / 2  # the lower limit of the median interval
    except TypeError:
        low = float(x) - float(interval) / 2
    l1 = bisect_left(data, x)
    l2 = bisect_right(data, x, l1) - 1
    return low + interval * (n / 2 - l1) / (l2 - l1 + 1)


def median_high(data):
    data = sorted(data)
    if not data:
        raise StatisticsError("no median for empty data")
    return data[len(data) // 2]


def _counts(data):
    counts = {}
    for x in data:
        counts[x] = counts.get(x, 0) + 1
    return counts


def mode(data):
    counts = _counts(data)
    if not counts:
        raise StatisticsError("no mode for empty data")
    best = max(counts.values())
    for x, c in counts.items():
        if c == best:
            return x


def multimode(data):
    counts = _counts(data)
    if not counts:
        return []
    best = max(counts.values())
    return [x for x, c in counts.items() if c == best]


def _ss(data, c=None):
    n = len(data)
    if c is not None:
        cc = _exact(c)
        return sum((_exact(x) - cc) ** 2 for x in data), n
    sx = _sum(data)
    sxx = sum(_exact(x) ** 2 for x in data)
    return (n * sxx - sx * sx) / n, n


def variance(data, xbar=None):
    data = list(data)
    if len(data) < 2:
        raise StatisticsError("variance requires at least two data points")
    ss, n = _ss(data, xbar)
    return _convert(ss / (n - 1), _type_of(data))


def pvariance(data, mu=None):
    data = list(data)
    if len(data) < 1:
        raise StatisticsError("pvariance requires at least one data point")
    ss, n = _ss(data, mu)
    return _convert(ss / n, _type_of(data))


def _isqrt_frac_rto(n, m):
    a = math.isqrt(n // m)
    return a | (a * a * m != n)


def _float_sqrt_of_frac(n, m):
    # correctly rounded sqrt(n/m): 109 bits rounded to odd, then one rounding
    q = (n.bit_length() - m.bit_length() - 109) // 2
    if q >= 0:
        numerator = _isqrt_frac_rto(n, m << 2 * q) << q
        denominator = 1
    else:
        numerator = _isqrt_frac_rto(n << -2 * q, m)
        denominator = 1 << -q
    return numerator / denominator


def stdev(data, xbar=None):
    data = list(data)
    if len(data) < 2:
        raise StatisticsError("stdev requires at least two data points")
    ss, n = _ss(data, xbar)
    mss = ss / (n - 1)
    return _float_sqrt_of_frac(mss.numerator, mss.denominator)


def pstdev(data, mu=None):
    data = list(data)
    if len(data) < 1:
        raise StatisticsError("pstdev requires at least one data point")
    ss, n = _ss(data, mu)
    mss = ss / n
    return _float_sqrt_of_frac(mss.numerator, mss.denominator)


def quantiles(data, *, n=4, method="exclusive"):
    if n < 1:
        raise StatisticsError("n must be at least 1")
    data = sorted(data)
    ld = len(data)
    if ld < 2:
        raise StatisticsError("must have at least two data points")
    if method == "inclusive":
        m = ld - 1
        result = []
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            interpolated = (data[j] * (n - delta) + data[j + 1] * delta) / n
            result.append(interpolated)
        return result
    if method == "exclusive":
        m = ld + 1
        result = []
        for i in range(1, n):
            j = i * m // n
            j = 1 if j < 1 else ld - 1 if j > ld - 1 else j
            delta = i * m - j * n
            interpolated = (data[j - 1] * (n - delta) + data[j] * delta) / n
            result.append(interpolated)
        return result
    raise ValueError("Unknown method: " + repr(method))


# Bivariate statistics (3.10+): float arithmetic over fsum'd centred
# products, as CPython computes them (not the exact Fractions above).
def _paired(x, y, what):
    x, y = list(x), list(y)
    n = len(x)
    if len(y) != n:
        raise StatisticsError(what + " requires that both inputs have same number of data points")
    if n < 2:
        raise StatisticsError(what + " requires at least two data points")
    return x, y, n


def _centred_sums(x, y, n):
    xbar = math.fsum(x) / n
    ybar = math.fsum(y) / n
    sxy = math.fsum([(xi - xbar) * (yi - ybar) for xi, yi in zip(x, y)])
    sxx = math.fsum([(xi - xbar) * (xi - xbar) for xi in x])
    syy = math.fsum([(yi - ybar) * (yi - ybar) for yi in y])
    return xbar, ybar, sxy, sxx, syy


def covariance(x, y, /):
    x, y, n = _paired(x, y, "covariance")
    return _centred_sums(x, y, n)[2] / (n - 1)


def correlation(x, y, /):
    x, y, n = _paired(x, y, "correlation")
    _, _, sxy, sxx, syy = _centred_sums(x, y, n)
    try:
        return sxy / math.sqrt(sxx * syy)
    except ZeroDivisionError:
        raise StatisticsError("at least one of the inputs is constant")


from collections import namedtuple

LinearRegression = namedtuple("LinearRegression", ("slope", "intercept"))


def linear_regression(x, y, /, *, proportional=False):
    x, y, n = _paired(x, y, "linear regression")
    if proportional:
        sxy = math.fsum([xi * yi for xi, yi in zip(x, y)])
        sxx = math.fsum([xi * xi for xi in x])
    else:
        xbar, ybar, sxy, sxx, _ = _centred_sums(x, y, n)
    try:
        slope = sxy / sxx
    except ZeroDivisionError:
        raise StatisticsError("x is constant")
    intercept = 0.0 if proportional else ybar - slope * xbar
    return LinearRegression(slope=slope, intercept=intercept)


__all__ = ["StatisticsError", "mean", "fmean", "geometric_mean", "harmonic_mean", "median", "median_low",
           "median_high", "median_grouped", "mode", "multimode", "variance", "pvariance", "stdev", "pstdev", "quantiles",
           "covariance", "correlation", "linear_regression", "LinearRegression"]
