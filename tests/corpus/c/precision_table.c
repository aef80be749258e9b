// features: float_types, sizeof, printf_flags, math_h, struct
#include <float.h>
#include <math.h>
#include <stdio.h>

/* A table of the floating types' sizes and a few constants, and a series
   summed in float, double and long double (printed at double precision). */
struct Sample { char tag; long double value; };

int main(void) {
    printf("%-12s %5s %6s\n", "type", "bytes", "digits");
    printf("%-12s %5zu %6d\n", "float", sizeof(float), FLT_DIG);
    printf("%-12s %5zu %6d\n", "double", sizeof(double), DBL_DIG);
    printf("%-12s %5zu\n", "long double", sizeof(long double));
    long double readings[3] = {1.5L, 2.25L, 4.0L};
    printf("array of 3: %zu bytes, struct Sample: %zu bytes\n", sizeof readings, sizeof(struct Sample));
    float fs = 0;
    double ds = 0;
    long double ls = 0;
    for (int k = 1; k <= 1000; k++) {
        fs += 1.0f / (float)(k * k);
        ds += 1.0 / ((double)k * k);
        ls += 1.0L / ((long double)k * k);
    }
    printf("sum 1/k^2, k <= 1000: float %.6f double %.12f (pi^2/6 = %.12f)\n", fs, ds, acos(-1.0) * acos(-1.0) / 6);
    printf("long double sum to 6 places: %.6Lf\n", ls);
    printf("epsilon: %g %g\n", FLT_EPSILON, DBL_EPSILON);
    return 0;
}
