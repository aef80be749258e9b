// features: math_h, float_types
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <math.h>

static const char *kind(double x) {
    switch (fpclassify(x)) {
    case FP_NAN: return "nan";
    case FP_INFINITE: return "inf";
    case FP_ZERO: return "zero";
    case FP_SUBNORMAL: return "subnormal";
    case FP_NORMAL: return "normal";
    }
    return "?";
}

int main(void) {
    double vals[] = { 0.0, 1.5, 1e-310, INFINITY, NAN, -2.0 };
    for (int i = 0; i < 6; i++)
        printf("%-9s normal=%d gt0=%d ge1=%d lt0=%d le0=%d lg0=%d unord=%d\n", kind(vals[i]), isnormal(vals[i]) != 0,
               isgreater(vals[i], 0.0), isgreaterequal(vals[i], 1.0), isless(vals[i], 0.0), islessequal(vals[i], 0.0),
               islessgreater(vals[i], 0.0), isunordered(vals[i], 0.0));
    printf("%.6f %.6f %.6f %.6f\n", atan(1.0), atan2(-1.0, -1.0), tan(M_PI_4), log(M_E));
    printf("%.6f %.6f %.6f %.6f\n", log10(1e5), log2(1024), fmax(2, 3), fmin(2, 3));
    printf("%.6f %.6f %.6f\n", fma(2, 3, 4), scalbln(1.0, 10), HUGE_VALF);
    int quo;
    double rem = remquo(10.0, 3.0, &quo);
    printf("remquo %g %d\n", rem, quo);
    printf("%.15f %.15f %.15f %.15f\n", M_PI, M_SQRT2, M_LN2, M_LN10);
    printf("%.15f %.15f %.15f %.15f\n", M_LOG2E, M_LOG10E, M_PI_2, M_1_PI);
    printf("%.15f %.15f %.15f\n", M_2_PI, M_2_SQRTPI, M_SQRT1_2);
    return 0;
}
