// features: complex_numbers, math_h, printf_flags, snprintf
#include <stdio.h>
#include <complex.h>
#include <math.h>

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

static void print_c(const char *label, double complex z) {
    printf("%s = %.4f %c %.4fi\n", label, creal(z), cimag(z) < 0 ? '-' : '+', fabs(cimag(z)));
}

static void solve(double a, double b, double c) {
    double disc = b * b - 4 * a * c;
    double complex sq = csqrt((double complex)disc);
    double complex r1 = (-b + sq) / (2 * a);
    double complex r2 = (-b - sq) / (2 * a);
    printf("%gx^2 + %gx + %g (disc %g)\n", a, b, c, disc);
    print_c("  r1", r1);
    print_c("  r2", r2);
}

int main(void) {
    solve(1, -3, 2);
    solve(1, 2, 5);
    solve(2, 0, 8);
    double complex z = 3.0 + 4.0 * I;
    printf("|z| = %.4f arg = %.4f\n", cabs(z), carg(z));
    print_c("conj", conj(z));
    print_c("z*z", z * z);
    print_c("1/z", 1.0 / z);
    print_c("exp(i*pi)", cexp(I * M_PI));
    /* roots of unity */
    for (int k = 0; k < 4; k++) {
        double complex w = cexp(2.0 * M_PI * I * k / 4);
        char lbl[16];
        snprintf(lbl, sizeof lbl, "w%d", k);
        print_c(lbl, w);
    }
    return 0;
}
