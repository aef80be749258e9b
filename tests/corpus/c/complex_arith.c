// features: complex_numbers, struct, designated_initializer, array, sizeof
#include <stdio.h>
#include <complex.h>
#include <math.h>

typedef struct { double complex pole; double gain; } Filter;

static double complex horner(const double complex *c, int n, double complex z) {
    double complex acc = 0;
    for (int i = n - 1; i >= 0; i--) acc = acc * z + c[i];
    return acc;
}

/* complex arithmetic as a signal-processing sketch: poles, roots of unity, polynomial evaluation */
int main(void) {
    double complex a = 1.5 - 2.0 * I, b = CMPLX(0.5, 4.0);
    float complex f = 1.0f + 1.0f * I;
    a += b;
    a *= 2;
    b /= a;
    b -= 1;
    printf("a = %.6f%+.6fi\n", creal(a), cimag(a));
    printf("b = %.6f%+.6fi\n", creal(b), cimag(b));
    printf("f = %.3f%+.3fi sizeof f=%zu sizeof a=%zu\n", crealf(f), cimagf(f), sizeof f, sizeof a);
    double complex roots[3];
    for (int k = 0; k < 3; k++) roots[k] = cexp(2.0 * 3.14159265358979323846 * I * k / 3.0);
    for (int k = 0; k < 3; k++) printf("root %d: %.4f %.4f |r|=%.4f\n", k, creal(roots[k]), cimag(roots[k]), cabs(roots[k]));
    double complex coef[] = {1, 0, 1};
    double complex v = horner(coef, 3, I);
    printf("p(i) = %.3f %.3f  zero? %d\n", creal(v), cimag(v), v == 0);
    Filter flt = { .pole = 0.9 * cexp(I * 0.3), .gain = 2 };
    printf("pole %.5f %.5f gain %.1f\n", creal(flt.pole), cimag(flt.pole), flt.gain);
    double complex p = cpow(1 + I, 3), l = clog(-1), s = csqrt(-4), c2 = ccos(I) + csin(0.5 * I);
    printf("%.4f %.4f | %.4f %.4f | %.4f %.4f | %.4f %.4f\n", creal(p), cimag(p), creal(l), cimag(l), creal(s), cimag(s), creal(c2), cimag(c2));
    double re = a;
    double complex neg = -a;
    printf("re %.2f neg %.2f %.2f conj %.2f eq %d ne %d\n", re, creal(neg), cimag(neg), cimag(conj(a)), a == a, a != b);
    return 0;
}
