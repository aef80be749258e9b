# features: import_from_statement, import_statement, f_string, list_comprehension, try_statement, lambda
# Exam scores against a normal model: statistics.NormalDist and math's special functions.
import math
from statistics import NormalDist, StatisticsError, fmean

scores = [62, 71, 55, 88, 93, 67, 74, 79, 81, 58, 90, 70, 66, 85, 77]
model = NormalDist.from_samples(scores)
print(model, round(fmean(scores), 3))
print(f"mean={model.mean:.3f} median={model.median:.3f} stdev={model.stdev:.4f} var={model.variance:.3f}")
for cut in (60, 75, 90):
    print(f"P(score < {cut}) = {model.cdf(cut):.4f}  pdf={model.pdf(cut):.5f}  z={model.zscore(cut):+.3f}")
print("quartiles", [round(q, 2) for q in model.quantiles()])
print("deciles", [round(q, 1) for q in model.quantiles(10)])
print("top 5% needs", round(model.inv_cdf(0.95), 2), "| tails", NormalDist().inv_cdf(1e-12), NormalDist().inv_cdf(0.999))

iq = NormalDist(100, 15)
print(iq, iq + 5, iq * 2, (iq - NormalDist(90, 20)), -iq, 2 * iq / 4, 10 - iq)
print(iq == NormalDist(100.0, 15.0), iq == NormalDist(100, 16), iq == 100, hash(iq) == hash(NormalDist(100, 15)))
print("overlap", round(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)), 10), NormalDist(0, 1).overlap(NormalDist(1, 1)))
for bad in (lambda: NormalDist(0, -1), lambda: iq.inv_cdf(1.0), lambda: NormalDist(5, 0).cdf(1),
            lambda: NormalDist.from_samples([3]), lambda: iq.overlap(3)):
    try:
        bad()
    except (StatisticsError, TypeError) as e:
        print(type(e).__name__ + ":", e)

print(math.erf(0.5), math.erfc(0.5), math.erf(-3), math.erfc(10))
print(math.gamma(5), math.gamma(0.5) ** 2, math.lgamma(100), math.gamma(-1.5), math.lgamma(0.5))
print(math.cbrt(-27), math.cbrt(2), math.exp2(10), math.exp2(-1.5))
print(math.nextafter(1.0, 2.0), math.nextafter(0.0, -1.0), math.ulp(1.0), math.ulp(1e300), math.ulp(0.0))
print(math.remainder(10, 3), math.remainder(11, 3), math.remainder(-7.5, 2), math.remainder(5, math.inf))
for f, x in ((math.gamma, 0), (math.lgamma, -2), (math.gamma, 200), (math.remainder, None), (math.exp2, 2000)):
    try:
        print(f(x) if x is not None else f(1, 0))
    except (ValueError, OverflowError) as e:
        print(type(e).__name__ + ":", e)
