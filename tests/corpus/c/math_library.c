// features: math_h, float_types, stdlib_h
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <math.h>
#include <stdlib.h>

int main(void) {
    double xs[] = { 0.5, 1.0, 2.25 };
    for (int i = 0; i < 3; i++) {
        double x = xs[i];
        printf("%.6f %.6f %.6f %.6f %.6f %.6f\n", asin(x / 3), acos(x / 3), sinh(x), cosh(x), tanh(x), asinh(x));
        printf("%.6f %.6f %.6f %.6f %.6f %.6f\n", acosh(x + 1), atanh(x / 3), exp2(x), expm1(x), log1p(x), logb(x * 10));
        printf("%.6f %.6f %.6f %.6f %.6f\n", erf(x), erfc(x), tgamma(x + 1), lgamma(x + 1), cbrt(x));
    }
    printf("%g %g %g %g\n", rint(2.5), rint(3.5), nearbyint(-2.5), round(-2.5));
    printf("%ld %lld %ld %lld\n", lround(2.5), llround(-2.5), lrint(2.5), llrint(3.5));
    printf("%g %g %g %g\n", copysign(3, -0.0), fdim(5, 3), fdim(3, 5), remainder(7, 4));
    printf("%.17g %g\n", nextafter(1.0, 2.0), ldexp(0.75, 4));
    int e;
    double m = frexp(48.0, &e);
    double ip;
    double fr = modf(-3.75, &ip);
    printf("frexp %g %d modf %g %g ilogb %d scalbn %g\n", m, e, fr, ip, ilogb(1000.0), scalbn(1.5, 3));
    printf("%d %d %d %d %d\n", isnan(NAN), isinf(INFINITY), isinf(-INFINITY) != 0, isfinite(1.0), signbit(-0.0) != 0);
    printf("%f %f %g %g\n", NAN, -INFINITY, HUGE_VAL, nan(""));
    float f = sqrtf(2.0f);
    printf("%.10f %.10f %.10f %.10f\n", f, sinf(1.0f), powf(2.0f, 0.5f), sqrt(2.0));
    printf("%.6f %.6f %.6f %.6f\n", fabsf(-1.5f), floorf(2.7f), ceilf(2.1f), roundf(2.5f));
    printf("%.6f %.6f %.6f\n", fmodf(7.5f, 2.0f), hypotf(3.0f, 4.0f), logf(10.0f));
    printf("%.6Lf %.6Lf\n", sqrtl(2.0L), fabsl(-3.0L));
    div_t q = div(-47, 5);
    ldiv_t lq = ldiv(47L, -5L);
    lldiv_t llq = lldiv(1000000000000LL, 7LL);
    printf("div %d %d ldiv %ld %ld lldiv %lld %lld\n", q.quot, q.rem, lq.quot, lq.rem, llq.quot, llq.rem);
    return 0;
}
