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


# NormalDist. inv_cdf is Wichura's AS241 (PPND16) rational approximation,
# whose published coefficients CPython uses; each polynomial is evaluated
# by Horner's rule from the highest power, as the nested form does.
_AS241_CENTRAL = (
    (2.5090809287301226727e+3, 3.3430575583588128105e+4, 6.7265770927008700853e+4, 4.5921953931549871457e+4,
     1.3731693765509461125e+4, 1.9715909503065514427e+3, 1.3314166789178437745e+2, 3.3871328727963666080e+0),
    (5.2264952788528545610e+3, 2.8729085735721942674e+4, 3.9307895800092710610e+4, 2.1213794301586595867e+4,
     5.3941960214247511077e+3, 6.8718700749205790830e+2, 4.2313330701600911252e+1, 1.0))
_AS241_NEAR = (
    (7.74545014278341407640e-4, 2.27238449892691845833e-2, 2.41780725177450611770e-1, 1.27045825245236838258e+0,
     3.64784832476320460504e+0, 5.76949722146069140550e+0, 4.63033784615654529590e+0, 1.42343711074968357734e+0),
    (1.05075007164441684324e-9, 5.47593808499534494600e-4, 1.51986665636164571966e-2, 1.48103976427480074590e-1,
     6.89767334985100004550e-1, 1.67638483018380384940e+0, 2.05319162663775882187e+0, 1.0))
_AS241_TAIL = (
    (2.01033439929228813265e-7, 2.71155556874348757815e-5, 1.24266094738807843860e-3, 2.65321895265761230930e-2,
     2.96560571828504891230e-1, 1.78482653991729133580e+0, 5.46378491116411436990e+0, 6.65790464350110377720e+0),
    (2.04426310338993978564e-15, 1.42151175831644588870e-7, 1.84631831751005468180e-5, 7.86869131145613259100e-4,
     1.48753612908506148525e-2, 1.36929880922735805310e-1, 5.99832206555887937690e-1, 1.0))


def _horner(coeffs, r):
    acc = coeffs[0]
    for c in coeffs[1:]:
        acc = acc * r + c
    return acc


def _normal_dist_inv_cdf(p, mu, sigma):
    q = p - 0.5
    if math.fabs(q) <= 0.425:
        r = 0.180625 - q * q
        x = _horner(_AS241_CENTRAL[0], r) * q / _horner(_AS241_CENTRAL[1], r)
        return mu + (x * sigma)
    r = p if q <= 0.0 else 1.0 - p
    r = math.sqrt(-math.log(r))
    table = _AS241_NEAR if r <= 5.0 else _AS241_TAIL
    r = r - 1.6 if r <= 5.0 else r - 5.0
    x = _horner(table[0], r) / _horner(table[1], r)
    if q < 0.0:
        x = -x
    return mu + (x * sigma)


class NormalDist:
    "Normal distribution of a random variable"

    __slots__ = ("_mu", "_sigma")

    def __init__(self, mu=0.0, sigma=1.0):
        if sigma < 0.0:
            raise StatisticsError("sigma must be non-negative")
        self._mu = float(mu)
        self._sigma = float(sigma)

    @classmethod
    def from_samples(cls, data):
        data = list(data)
        if len(data) < 2:
            raise StatisticsError("stdev requires at least two data points")
        return cls(float(mean(data)), stdev(data))

    def samples(self, n, *, seed=None):
        import random
        gauss = random.gauss if seed is None else random.Random(seed).gauss
        return [gauss(self._mu, self._sigma) for _ in range(n)]

    def pdf(self, x):
        variance = self._sigma * self._sigma
        if not variance:
            raise StatisticsError("pdf() not defined when sigma is zero")
        diff = x - self._mu
        return math.exp(diff * diff / (-2.0 * variance)) / math.sqrt(math.tau * variance)

    def cdf(self, x):
        if not self._sigma:
            raise StatisticsError("cdf() not defined when sigma is zero")
        return 0.5 * (1.0 + math.erf((x - self._mu) / (self._sigma * math.sqrt(2.0))))

    def inv_cdf(self, p):
        if p <= 0.0 or p >= 1.0:
            raise StatisticsError("p must be in the range 0.0 < p < 1.0")
        if self._sigma <= 0.0:
            raise StatisticsError("cdf() not defined when sigma at or below zero")
        return _normal_dist_inv_cdf(p, self._mu, self._sigma)

    def quantiles(self, n=4):
        return [self.inv_cdf(i / n) for i in range(1, n)]

    def overlap(self, other):
        # Inman & Bradley (1989): the area under both densities
        if not isinstance(other, NormalDist):
            raise TypeError("Expected another NormalDist instance")
        X, Y = self, other
        if (Y._sigma, Y._mu) < (X._sigma, X._mu):  # either order gives one answer
            X, Y = Y, X
        X_var, Y_var = X.variance, Y.variance
        if not X_var or not Y_var:
            raise StatisticsError("overlap() not defined when sigma is zero")
        dv = Y_var - X_var
        dm = math.fabs(Y._mu - X._mu)
        if not dv:
            return 1.0 - math.erf(dm / (2.0 * X._sigma * math.sqrt(2.0)))
        a = X._mu * Y_var - Y._mu * X_var
        b = X._sigma * Y._sigma * math.sqrt(dm * dm + dv * math.log(Y_var / X_var))
        x1 = (a + b) / dv
        x2 = (a - b) / dv
        return 1.0 - (math.fabs(Y.cdf(x1) - X.cdf(x1)) + math.fabs(Y.cdf(x2) - X.cdf(x2)))

    def zscore(self, x):
        if not self._sigma:
            raise StatisticsError("zscore() not defined when sigma is zero")
        return (x - self._mu) / self._sigma

    @property
    def mean(self):
        return self._mu

    @property
    def median(self):
        return self._mu

    @property
    def mode(self):
        return self._mu

    @property
    def stdev(self):
        return self._sigma

    @property
    def variance(self):
        return self._sigma * self._sigma

    def __add__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu + x2._mu, math.hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu + x2, x1._sigma)

    def __sub__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu - x2._mu, math.hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu - x2, x1._sigma)

    def __mul__(x1, x2):
        return NormalDist(x1._mu * x2, x1._sigma * math.fabs(x2))

    def __truediv__(x1, x2):
        return NormalDist(x1._mu / x2, x1._sigma / math.fabs(x2))

    def __pos__(x1):
        return NormalDist(x1._mu, x1._sigma)

    def __neg__(x1):
        return NormalDist(-x1._mu, x1._sigma)

    __radd__ = __add__

    def __rsub__(x1, x2):
        return -(x1 - x2)

    __rmul__ = __mul__

    def __eq__(x1, x2):
        if not isinstance(x2, NormalDist):
            return NotImplemented
        return x1._mu == x2._mu and x1._sigma == x2._sigma

    def __hash__(self):
        return hash((self._mu, self._sigma))

    def __repr__(self):
        return f"{type(self).__name__}(mu={self._mu!r}, sigma={self._sigma!r})"


__all__ = ["StatisticsError", "mean", "fmean", "geometric_mean", "harmonic_mean", "median", "median_low",
           "median_high", "median_grouped", "mode", "multimode", "variance", "pvariance", "stdev", "pstdev", "quantiles",
           "covariance", "correlation", "linear_regression", "LinearRegression", "NormalDist"]
