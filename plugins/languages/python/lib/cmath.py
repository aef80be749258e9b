# cmath, after CPython 3.11's Modules/cmathmodule.c: the same formulas on
# finite arguments (so the same digits), overflow and domain errors as
# CPython raises them; infinite and NaN parts follow C99 Annex G's rules,
# with the signs CPython picks where the standard leaves them open
# (tests/corpus/python/cmath_edge_cases.py tabulates them).
import math
from _complex import complex

pi = math.pi
e = math.e
tau = math.tau
inf = math.inf
nan = math.nan
infj = complex(0.0, math.inf)
nanj = complex(0.0, math.nan)

_DBL_MIN = 2.2250738585072014e-308
_LARGE = 1.7976931348623157e308 / 4.0  # CM_LARGE_DOUBLE
_SQRT_LARGE = math.sqrt(_LARGE)
_LOG_LARGE = math.log(_LARGE)  # CM_LOG_LARGE_DOUBLE
_SQRT_DBL_MIN = math.sqrt(_DBL_MIN)
_LN2 = 0.6931471805599453
_LN10 = 2.302585092994046
_SCALE_UP = 2.0 ** 53
_SCALE_DOWN = 2.0 ** -27


def _z(x):
    # an argument as (real, imag) floats
    if isinstance(x, (int, float)):
        return float(x), 0.0
    if isinstance(x, complex):
        return x.real, x.imag
    if hasattr(x, "__complex__"):
        c = x.__complex__()
        return c.real, c.imag
    if hasattr(x, "__float__"):
        return x.__float__(), 0.0
    raise TypeError("must be real number, not %s" % type(x).__name__)


def _finite(re, im):
    return math.isfinite(re) and math.isfinite(im)


def _result(re, im, args_finite):
    if args_finite and (math.isinf(re) or math.isinf(im)):
        raise OverflowError("math range error")
    return complex(re, im)


def _sqrt(re, im):
    if re == 0.0 and im == 0.0:
        return 0.0, im
    if math.isinf(im):
        return math.inf, im
    if math.isinf(re):
        if re > 0:
            return re, math.copysign(0.0 if math.isfinite(im) else im, im)
        return (0.0 if math.isfinite(im) else math.fabs(im)), math.copysign(math.inf, im)
    ax = math.fabs(re)
    ay = math.fabs(im)
    if ax < _DBL_MIN and ay < _DBL_MIN:
        ax = ax * _SCALE_UP
        s = math.sqrt(ax + math.hypot(ax, ay * _SCALE_UP)) * _SCALE_DOWN
    else:
        ax /= 8.0
        s = 2.0 * math.sqrt(ax + math.hypot(ax, ay / 8.0))
    d = ay / (2.0 * s)
    if re >= 0.0:
        return s, math.copysign(d, im)
    return d, math.copysign(s, im)


def _log(re, im):
    ax = math.fabs(re)
    ay = math.fabs(im)
    if math.isinf(ax) or math.isinf(ay):
        return math.inf, math.atan2(im, re)
    if math.isnan(ax) or math.isnan(ay):
        return math.nan, math.nan
    if ax > _LARGE or ay > _LARGE:
        r = math.log(math.hypot(ax / 2.0, ay / 2.0)) + _LN2
    elif ax < _DBL_MIN and ay < _DBL_MIN:
        if ax > 0.0 or ay > 0.0:
            r = math.log(math.hypot(ax * 2.0 ** 53, ay * 2.0 ** 53)) - 53 * _LN2
        else:
            raise ValueError("math domain error")
    else:
        h = math.hypot(ax, ay)
        if 0.71 <= h and h <= 1.73:
            am = ax if ax > ay else ay
            an = ay if ax > ay else ax
            r = math.log1p((am - 1) * (am + 1) + an * an) / 2.0
        else:
            r = math.log(h)
    return r, math.atan2(im, re)


def _quot(a, b):
    # complex division for log(x, base): a domain error on a zero divisor
    if b[0] == 0.0 and b[1] == 0.0:
        raise ValueError("math domain error")
    q = complex(a[0], a[1]) / complex(b[0], b[1])
    return q.real, q.imag


def _asinh(re, im):
    if math.isnan(re) and (im == 0.0 or math.isinf(im)):  # C99 G.6.2.2's NaN rows
        return (math.nan, im) if im == 0.0 else (math.inf, math.nan)
    if math.fabs(re) > _LARGE or math.fabs(im) > _LARGE:
        if im >= 0.0:
            r = math.copysign(math.log(math.hypot(re / 2.0, im / 2.0)) + _LN2 * 2.0, re)
        else:
            r = -math.copysign(math.log(math.hypot(re / 2.0, im / 2.0)) + _LN2 * 2.0, -re)
        return r, math.atan2(im, math.fabs(re))
    s1 = _sqrt(1.0 + im, -re)
    s2 = _sqrt(1.0 - im, re)
    return math.asinh(s1[0] * s2[1] - s2[0] * s1[1]), math.atan2(im, s1[0] * s2[0] - s1[1] * s2[1])


def _atanh(re, im):
    if re < 0.0:
        r = _atanh(-re, -im)
        return -r[0], -r[1]
    ay = math.fabs(im)
    if re > _SQRT_LARGE or ay > _SQRT_LARGE:
        h = math.hypot(re / 2.0, im / 2.0)
        return re / 4.0 / h / h, -math.copysign(math.pi / 2.0, -im)
    if re == 1.0 and ay < _SQRT_DBL_MIN:
        if ay == 0.0:
            raise ValueError("math domain error")
        return -math.log(math.sqrt(ay) / math.sqrt(math.hypot(ay, 2.0))), math.copysign(math.atan2(2.0, -ay) / 2, im)
    return (math.log1p(4.0 * re / ((1 - re) * (1 - re) + ay * ay)) / 4.0,
            -math.atan2(-2.0 * im, (1 - re) * (1 + re) - ay * ay) / 2.0)


def _cosh(re, im):
    if math.fabs(re) > _LOG_LARGE:
        x1 = re - math.copysign(1.0, re)
        return math.cos(im) * math.cosh(x1) * math.e, math.sin(im) * math.sinh(x1) * math.e
    return math.cos(im) * math.cosh(re), math.sin(im) * math.sinh(re)


def _sinh(re, im):
    if math.fabs(re) > _LOG_LARGE:
        x1 = re - math.copysign(1.0, re)
        return math.cos(im) * math.sinh(x1) * math.e, math.sin(im) * math.cosh(x1) * math.e
    return math.cos(im) * math.sinh(re), math.sin(im) * math.cosh(re)


def _tanh(re, im):
    if math.fabs(re) > _LOG_LARGE:
        return math.copysign(1.0, re), 4.0 * math.sin(im) * math.cos(im) * math.exp(-2.0 * math.fabs(re))
    tx = math.tanh(re)
    ty = math.tan(im)
    cx = 1.0 / math.cosh(re)
    txty = tx * ty
    denom = 1.0 + txty * txty
    return tx * (1.0 + ty * ty) / denom, ((ty / denom) * cx) * cx


def _domain():
    raise ValueError("math domain error")


def _cis(r, y):
    # r * (cos y + i sin y) for an infinite r: the signs of cos and sin
    return math.copysign(r, math.cos(y)), math.copysign(r, math.sin(y))


def _exp_special(x, y):
    # C99 Annex G.6.3.1: cexp on infinite and NaN parts; "invalid" cases are
    # CPython's ValueError
    if math.isinf(x) and x < 0:
        if math.isfinite(y):
            return math.copysign(0.0, math.cos(y)), math.copysign(0.0, math.sin(y))
        return 0.0, 0.0
    if math.isinf(x):
        if y == 0.0:
            return x, y
        if math.isfinite(y):
            return _cis(x, y)
        if math.isinf(y):
            _domain()
        return x, math.nan
    if math.isinf(y) and not math.isnan(x):
        _domain()
    if math.isnan(x) and y == 0.0:
        return math.nan, y
    return math.nan, math.nan


def _cosh_special(x, y):
    # G.6.2.4, through ccosh(-z) = ccosh(z) and ccosh(conj z) = conj ccosh(z)
    if math.isinf(y) and not math.isnan(x):
        _domain()
    if math.isinf(x):
        if y == 0.0:
            return math.inf, math.copysign(0.0, x) * math.copysign(1.0, y)
        if math.isfinite(y):
            r = _cis(math.inf, y)
            return r[0], math.copysign(r[1], r[1] * x)
        return math.inf, math.nan
    if x == 0.0 and math.isnan(y):
        return math.nan, 0.0
    if math.isnan(x) and y == 0.0:
        return math.nan, 0.0
    return math.nan, math.nan


def _sinh_special(x, y):
    # G.6.2.5, through csinh(-z) = -csinh(z) and conjugation
    if math.isinf(y) and not math.isnan(x):
        if x == 0.0 or math.isfinite(x) or math.isinf(x):
            _domain()
    if math.isinf(x):
        if y == 0.0:
            return x, y
        if math.isfinite(y):  # sinh x cos y + i cosh x sin y
            return math.copysign(math.inf, x * math.cos(y)), math.copysign(math.inf, math.sin(y))
        return math.inf, math.nan
    if x == 0.0 and math.isnan(y):
        return 0.0, math.nan
    if math.isnan(x) and y == 0.0:
        return math.nan, y
    return math.nan, math.nan


def _tanh_special(x, y):
    # G.6.2.6, through ctanh(-z) = -ctanh(z) and conjugation
    if math.isinf(x):
        if math.isfinite(y):
            return math.copysign(1.0, x), math.copysign(0.0, math.sin(2.0 * y))
        return math.copysign(1.0, x), 0.0
    if math.isinf(y) and not math.isnan(x):
        _domain()
    if math.isnan(x) and y == 0.0:
        return math.nan, y
    return math.nan, math.nan


def _atanh_special(x, y):
    # G.6.2.3, through catanh(-z) = -catanh(z) and conjugation
    if math.isinf(y):
        return math.copysign(0.0, x) if not math.isnan(x) else 0.0, math.copysign(math.pi / 2, y)
    if math.isinf(x):
        if math.isnan(y):
            return math.copysign(0.0, x), math.nan
        return math.copysign(0.0, x), math.copysign(math.pi / 2, y)
    if x == 0.0 and math.isnan(y):
        return x, math.nan
    return math.nan, math.nan


_SPECIAL = {}


def _safe(f, re, im):
    # the overflow-safe formulas on finite values; C99's special values else
    if _finite(re, im):
        return f(re, im)
    return _SPECIAL[f](re, im)


_SPECIAL[_cosh] = _cosh_special
_SPECIAL[_sinh] = _sinh_special
_SPECIAL[_tanh] = _tanh_special


def sqrt(x):
    re, im = _z(x)
    r = _sqrt(re, im)
    return complex(r[0], r[1])


def exp(x):
    re, im = _z(x)
    if not _finite(re, im):
        r = _exp_special(re, im)
        return complex(r[0], r[1])
    if re > _LOG_LARGE:
        m = math.exp(re - 1.0)
        return _result(m * math.cos(im) * math.e, m * math.sin(im) * math.e, _finite(re, im))
    m = math.exp(re)
    return _result(m * math.cos(im), m * math.sin(im), _finite(re, im))


def log(x, base=None):
    r = _log(*_z(x))
    if base is not None:
        r = _quot(r, _log(*_z(base)))
    return complex(r[0], r[1])


def log10(x):
    r = _log(*_z(x))
    return complex(r[0] / _LN10, r[1] / _LN10)


def phase(x):
    re, im = _z(x)
    return math.atan2(im, re)


def polar(x):
    re, im = _z(x)
    return abs(complex(re, im)), math.atan2(im, re)


def rect(r, phi):
    r = float(r)
    phi = float(phi)
    if not (math.isfinite(r) and math.isfinite(phi)):
        if math.isinf(phi) and r != 0.0 and not math.isnan(r):
            _domain()
        if math.isinf(r) and math.isfinite(phi):
            if phi == 0.0:
                return complex(r, math.copysign(0.0, phi) * math.copysign(1.0, r))
            return complex(math.copysign(math.inf, r * math.cos(phi)), math.copysign(math.inf, r * math.sin(phi)))
        if math.isinf(r):
            return complex(math.inf, math.nan)
        if r == 0.0:
            return complex(0.0, 0.0)
        return complex(math.nan, 0.0 if phi == 0.0 else math.nan)
    if phi == 0.0:
        return complex(r, r * phi)
    return complex(r * math.cos(phi), r * math.sin(phi))


def isfinite(x):
    re, im = _z(x)
    return math.isfinite(re) and math.isfinite(im)


def isinf(x):
    re, im = _z(x)
    return math.isinf(re) or math.isinf(im)


def isnan(x):
    re, im = _z(x)
    return math.isnan(re) or math.isnan(im)


def isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0):
    if rel_tol < 0.0 or abs_tol < 0.0:
        raise ValueError("tolerances must be non-negative")
    ar, ai = _z(a)
    br, bi = _z(b)
    if ar == br and ai == bi:
        return True
    if math.isinf(ar) or math.isinf(ai) or math.isinf(br) or math.isinf(bi):
        return False
    diff = abs(complex(ar - br, ai - bi))
    return diff <= rel_tol * abs(complex(br, bi)) or diff <= rel_tol * abs(complex(ar, ai)) or diff <= abs_tol


def cosh(x):
    re, im = _z(x)
    r = _safe(_cosh, re, im)
    return _result(r[0], r[1], _finite(re, im))


def sinh(x):
    re, im = _z(x)
    r = _safe(_sinh, re, im)
    return _result(r[0], r[1], _finite(re, im))


def tanh(x):
    re, im = _z(x)
    r = _safe(_tanh, re, im)
    return complex(r[0], r[1])


def cos(x):
    re, im = _z(x)
    r = _safe(_cosh, -im, re)  # cos(z) = cosh(iz)
    return _result(r[0], r[1], _finite(re, im))


def sin(x):
    re, im = _z(x)
    r = _safe(_sinh, -im, re)  # sin(z) = -i sinh(iz)
    return _result(r[1], -r[0], _finite(re, im))


def tan(x):
    re, im = _z(x)
    r = _safe(_tanh, -im, re)  # tan(z) = -i tanh(iz)
    return complex(r[1], -r[0])


def acos(x):
    re, im = _z(x)
    if math.isnan(im) and (re == 0.0 or math.isinf(re)):  # C99 G.6.1.1's NaN rows
        return complex(math.pi / 2, math.nan) if re == 0.0 else complex(math.nan, math.inf)
    if math.fabs(re) > _LARGE or math.fabs(im) > _LARGE:
        r = math.atan2(math.fabs(im), re)
        if re < 0.0:
            i = -math.copysign(math.log(math.hypot(re / 2.0, im / 2.0)) + _LN2 * 2.0, im)
        else:
            i = math.copysign(math.log(math.hypot(re / 2.0, im / 2.0)) + _LN2 * 2.0, -im)
        return complex(r, i)
    s1 = _sqrt(1.0 - re, -im)
    s2 = _sqrt(1.0 + re, im)
    return complex(2.0 * math.atan2(s1[0], s2[0]), math.asinh(s2[0] * s1[1] - s2[1] * s1[0]))


def acosh(x):
    re, im = _z(x)
    if math.fabs(re) > _LARGE or math.fabs(im) > _LARGE:
        return complex(math.log(math.hypot(re / 2.0, im / 2.0)) + _LN2 * 2.0, math.atan2(im, re))
    s1 = _sqrt(re - 1.0, im)
    s2 = _sqrt(re + 1.0, im)
    return complex(math.asinh(s1[0] * s2[0] + s1[1] * s2[1]), 2.0 * math.atan2(s1[1], s2[0]))


def asinh(x):
    r = _asinh(*_z(x))
    return complex(r[0], r[1])


def asin(x):
    re, im = _z(x)
    r = _asinh(-im, re)  # asin(z) = -i asinh(iz)
    return complex(r[1], -r[0])


def atanh(x):
    re, im = _z(x)
    r = _atanh(re, im) if _finite(re, im) else _atanh_special(re, im)
    return complex(r[0], r[1])


def atan(x):
    re, im = _z(x)
    r = _atanh(-im, re) if _finite(re, im) else _atanh_special(-im, re)  # atan(z) = -i atanh(iz)
    return complex(r[1], -r[0])


__all__ = ["pi", "e", "tau", "inf", "nan", "infj", "nanj", "sqrt", "exp", "log", "log10", "phase", "polar", "rect",
           "isfinite", "isinf", "isnan", "isclose", "cos", "sin", "tan", "acos", "asin", "atan", "cosh", "sinh",
           "tanh", "acosh", "asinh", "atanh"]
