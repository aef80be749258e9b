// features: variable_length_array, array_2d, sizeof, nested_loops, printf_flags
#include <stdio.h>

static void fill(int rows, int cols, double m[rows][cols], double seed) {
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++)
            m[i][j] = seed * (i + 1) - j * 0.5;
}

static void multiply(int n, int k, int p, double a[n][k], double b[k][p], double out[n][p]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < p; j++) {
            double s = 0;
            for (int x = 0; x < k; x++) s += a[i][x] * b[x][j];
            out[i][j] = s;
        }
}

static void print(const char *name, int rows, int cols, double m[rows][cols]) {
    printf("%s (%dx%d):\n", name, rows, cols);
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < cols; j++) printf("%9.3f", m[i][j]);
        putchar('\n');
    }
}

static void transpose(int r, int c, double in[r][c], double out[c][r]) {
    for (int i = 0; i < r; i++) for (int j = 0; j < c; j++) out[j][i] = in[i][j];
}

int main(void) {
    int n = 3, k = 4, p = 2;
    double a[n][k], b[k][p], c[n][p], bt[p][k];
    fill(n, k, a, 1.5);
    fill(k, p, b, -0.75);
    multiply(n, k, p, a, b, c);
    print("A", n, k, a);
    print("B", k, p, b);
    print("C", n, p, c);
    transpose(k, p, b, bt);
    print("Bt", p, k, bt);
    double trace = 0;
    int sq = 3;
    double id[sq][sq];
    for (int i = 0; i < sq; i++) for (int j = 0; j < sq; j++) id[i][j] = (i == j);
    for (int i = 0; i < sq; i++) trace += id[i][i];
    printf("trace=%g sizeof row=%zu\n", trace, sizeof id[0]);
    return 0;
}
