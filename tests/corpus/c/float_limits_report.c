// features: float_types, printf_flags, sizeof, macro_object
// The <float.h> characteristics of float, double and long double, as a table.
#include <stdio.h>
#include <float.h>
#include <math.h>

typedef struct {
    const char *name;
    size_t size;
    int mant_dig, dig, min_exp, max_exp, min_10_exp, max_10_exp;
    double epsilon;
} FloatInfo;

int main(void) {
    FloatInfo rows[] = {
        {"float", sizeof(float), FLT_MANT_DIG, FLT_DIG, FLT_MIN_EXP, FLT_MAX_EXP, FLT_MIN_10_EXP, FLT_MAX_10_EXP, FLT_EPSILON},
        {"double", sizeof(double), DBL_MANT_DIG, DBL_DIG, DBL_MIN_EXP, DBL_MAX_EXP, DBL_MIN_10_EXP, DBL_MAX_10_EXP, DBL_EPSILON},
        {"long double", sizeof(long double), LDBL_MANT_DIG, LDBL_DIG, LDBL_MIN_EXP, LDBL_MAX_EXP, LDBL_MIN_10_EXP,
         LDBL_MAX_10_EXP, (double)LDBL_EPSILON},
    };
    printf("%-12s %4s %4s %4s %7s %6s %6s %6s %13s\n", "type", "size", "mant", "dig", "minexp", "maxexp", "min10", "max10", "epsilon");
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        const FloatInfo *r = &rows[i];
        printf("%-12s %4zu %4d %4d %7d %6d %6d %6d %13.6e\n", r->name, r->size, r->mant_dig, r->dig, r->min_exp,
               r->max_exp, r->min_10_exp, r->max_10_exp, r->epsilon);
    }
    printf("decimal digits to round-trip: float %d, double %d, long double %d, widest %d\n", FLT_DECIMAL_DIG,
           DBL_DECIMAL_DIG, LDBL_DECIMAL_DIG, DECIMAL_DIG);
    printf("LDBL_EPSILON = 2^%d: %s\n", 1 - LDBL_MANT_DIG, LDBL_EPSILON == ldexpl(1.0L, 1 - LDBL_MANT_DIG) ? "yes" : "no");
    printf("%Lg %.3Le %d\n", LDBL_EPSILON, LDBL_EPSILON * 1e10L, isinf(HUGE_VALL) != 0);
    for (int bits = 24; bits <= LDBL_MANT_DIG; bits += 8)
        printf("%2d mantissa bits ~ %.2f decimal digits\n", bits, bits * log10(2.0));
    return 0;
}
