// features: array_2d, math_h, memset, printf_flags, float_types, nested_loops
#include <stdio.h>
#include <math.h>
#include <string.h>

#define N 4

static int invert(double a[N][N], double inv[N][N]) {
    double m[N][2 * N];
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) {
            m[i][j] = a[i][j];
            m[i][j + N] = (i == j) ? 1.0 : 0.0;
        }
    }
    for (int col = 0; col < N; col++) {
        int pivot = col;
        for (int r = col + 1; r < N; r++)
            if (fabs(m[r][col]) > fabs(m[pivot][col])) pivot = r;
        if (fabs(m[pivot][col]) < 1e-12) return -1;
        if (pivot != col) {
            double tmp[2 * N];
            memcpy(tmp, m[col], sizeof tmp);
            memcpy(m[col], m[pivot], sizeof tmp);
            memcpy(m[pivot], tmp, sizeof tmp);
        }
        double p = m[col][col];
        for (int j = 0; j < 2 * N; j++) m[col][j] /= p;
        for (int r = 0; r < N; r++) {
            if (r == col) continue;
            double f = m[r][col];
            for (int j = 0; j < 2 * N; j++) m[r][j] -= f * m[col][j];
        }
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) inv[i][j] = m[i][j + N];
    return 0;
}

static void print_m(const char *title, double m[N][N]) {
    printf("%s:\n", title);
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) printf("%10.4f", fabs(m[i][j]) < 5e-10 ? 0.0 : m[i][j]);
        putchar('\n');
    }
}

int main(void) {
    double a[N][N] = {
        {4, 7, 2, 3},
        {3, 6, 1, 5},
        {2, 5, 3, 1},
        {1, 2, 4, 8},
    };
    double inv[N][N], prod[N][N] = {{0}};
    if (invert(a, inv) != 0) { puts("singular"); return 1; }
    print_m("A", a);
    print_m("inverse", inv);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            for (int k = 0; k < N; k++) prod[i][j] += a[i][k] * inv[k][j];
    print_m("A*inv", prod);
    double s[N][N] = { {1, 2, 3, 4}, {2, 4, 6, 8}, {0, 1, 0, 1}, {1, 0, 1, 0} };
    printf("singular matrix: %s\n", invert(s, inv) ? "detected" : "missed");
    printf("%e %E %a\n", inv[0][0], 1234.5678, 0.1);
    return 0;
}
