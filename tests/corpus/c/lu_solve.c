// features: math_h, array_2d, float_types, printf_flags, nested_loops
#include <stdio.h>
#include <math.h>
#include <float.h>

#define N 4

static int lu_decompose(double a[N][N], int perm[N]) {
    int sign = 1;
    for (int i = 0; i < N; i++) perm[i] = i;
    for (int k = 0; k < N; k++) {
        int p = k;
        double best = fabs(a[k][k]);
        for (int i = k + 1; i < N; i++)
            if (fabs(a[i][k]) > best) { best = fabs(a[i][k]); p = i; }
        if (best < 1e-12) return 0;
        if (p != k) {
            for (int j = 0; j < N; j++) { double t = a[k][j]; a[k][j] = a[p][j]; a[p][j] = t; }
            int t = perm[k]; perm[k] = perm[p]; perm[p] = t;
            sign = -sign;
        }
        for (int i = k + 1; i < N; i++) {
            a[i][k] /= a[k][k];
            for (int j = k + 1; j < N; j++) a[i][j] -= a[i][k] * a[k][j];
        }
    }
    return sign;
}

static void lu_solve(double lu[N][N], const int perm[N], const double b[N], double x[N]) {
    double y[N];
    for (int i = 0; i < N; i++) {
        y[i] = b[perm[i]];
        for (int j = 0; j < i; j++) y[i] -= lu[i][j] * y[j];
    }
    for (int i = N - 1; i >= 0; i--) {
        x[i] = y[i];
        for (int j = i + 1; j < N; j++) x[i] -= lu[i][j] * x[j];
        x[i] /= lu[i][i];
    }
}

int main(void) {
    double a[N][N] = {
        { 2, -1, 0, 3 },
        { 4, 1, -2, 1 },
        { -2, 5, 3, 0 },
        { 1, 0, 1, -4 },
    };
    double orig[N][N];
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) orig[i][j] = a[i][j];
    int perm[N];
    int sign = lu_decompose(a, perm);
    double det = sign;
    for (int i = 0; i < N; i++) det *= a[i][i];
    printf("det = %.6f (sign %+d), perm = %d %d %d %d\n", det, sign, perm[0], perm[1], perm[2], perm[3]);
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) printf("%10.5f", a[i][j]);
        putchar('\n');
    }
    double b[N] = { 1, 2, 3, 4 }, x[N];
    lu_solve(a, perm, b, x);
    for (int i = 0; i < N; i++) printf("x%d = %12.8f  %e  %g\n", i, x[i], x[i], x[i]);
    double maxres = 0;
    for (int i = 0; i < N; i++) {
        double r = -b[i];
        for (int j = 0; j < N; j++) r += orig[i][j] * x[j];
        if (fabs(r) > maxres) maxres = fabs(r);
    }
    printf("residual below 1e-12: %s\n", maxres < 1e-12 ? "yes" : "no");
    printf("norms: %.4f %.4f hypot %.4f\n", sqrt(x[0] * x[0] + x[1] * x[1]), fmax(fabs(x[2]), fabs(x[3])), hypot(x[0], x[1]));
    printf("%g %g %.3e %a\n", 1e-5, 123456789.0, DBL_EPSILON, 0.75);
    printf("%g %g %g\n", round(-2.5), trunc(-2.7), fmod(10.5, 3.0));
    return 0;
}
