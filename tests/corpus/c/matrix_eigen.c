// features: array_2d, variable_length_array, math_h, printf_flags, nested_loops
#include <stdio.h>
#include <math.h>

#define N 3

static void mat_mul(double a[N][N], double b[N][N], double out[N][N]) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0;
            for (int k = 0; k < N; k++) s += a[i][k] * b[k][j];
            out[i][j] = s;
        }
}

static double det3(double m[N][N]) {
    return m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
         - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
         + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
}

static void print_mat(const char *name, double m[N][N]) {
    printf("%s =\n", name);
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) printf("%10.4g", m[i][j]);
        putchar('\n');
    }
}

static void transpose(int rows, int cols, int in[rows][cols], int out[cols][rows]) {
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++) out[j][i] = in[i][j];
}

int main(void) {
    double a[N][N] = {{2, -1, 0}, {-1, 2, -1}, {0, -1, 2}};
    double b[N][N] = {{1, 0, 0}, {0.5, 1, 0}, {0.25, 0.5, 1}};
    double c[N][N];
    mat_mul(a, b, c);
    print_mat("A", a);
    print_mat("A*B", c);
    printf("det(A) = %g, det(A*B) = %g\n", det3(a), det3(c));
    double norm = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) norm += c[i][j] * c[i][j];
    printf("frobenius = %.6f\n", sqrt(norm));
    printf("scientific: %e %E %.2e\n", norm, 1234567.0, 0.000123);
    int m[2][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}};
    int t[4][2];
    transpose(2, 4, m, t);
    for (int i = 0; i < 4; i++) printf("[%d %d]%s", t[i][0], t[i][1], i < 3 ? " " : "\n");
    /* power iteration for dominant eigenvalue */
    double v[N] = {1, 1, 1}, lambda = 0;
    for (int it = 0; it < 50; it++) {
        double w[N] = {0};
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++) w[i] += a[i][j] * v[j];
        double len = 0;
        for (int i = 0; i < N; i++) len += w[i] * w[i];
        len = sqrt(len);
        for (int i = 0; i < N; i++) v[i] = w[i] / len;
        lambda = len;
    }
    printf("dominant eigenvalue ~ %.5f (exact %.5f)\n", lambda, 2 + sqrt(2.0));
    printf("%g %g %g %g\n", 100000.0, 1000000.0, 1e-5, 0.0001);
    printf("%g %g %G\n", 1.0 / 3, 2.0 / 3 * 1e20, 1e-10);
    return 0;
}
