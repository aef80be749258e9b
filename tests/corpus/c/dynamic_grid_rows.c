// features: variable_length_array, malloc_free, array_2d, sizeof, pointer_arithmetic
#include <stdio.h>
#include <stdlib.h>

/* Pascal's triangle and a multiplication table in heap rows sized at run time. */
static void table(int rows, int cols) {
    int (*t)[cols] = malloc(rows * sizeof *t);
    if (!t) return;
    printf("table %dx%d: %zu bytes, row of %zu\n", rows, cols, rows * sizeof *t, sizeof t[0]);
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) t[r][c] = (r + 1) * (c + 1);
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < cols; c++) printf("%4d", t[r][c]);
        putchar('\n');
    }
    free(t);
}

static long long pascal_row_sum(int n) {
    long long (*p)[n + 1] = calloc(n + 1, sizeof *p);
    for (int r = 0; r <= n; r++) {
        p[r][0] = 1;
        for (int c = 1; c <= r; c++) p[r][c] = p[r - 1][c - 1] + p[r - 1][c];
    }
    long long s = 0;
    for (int c = 0; c <= n; c++) s += p[n][c];
    printf("row %d:", n);
    for (int c = 0; c <= n; c++) printf(" %lld", p[n][c]);
    putchar('\n');
    free(p);
    return s;
}

int main(void) {
    table(3, 5);
    table(4, 2);
    for (int n = 4; n <= 12; n += 4) printf("sum = %lld\n", pascal_row_sum(n));
    int w = 3;
    double (*m)[w] = malloc(2 * sizeof(double[w]));
    for (int i = 0; i < 2 * w; i++) m[i / w][i % w] = i * 0.25;
    printf("m[1][2] = %.2f, sizeof(double[w]) = %zu\n", m[1][2], sizeof(double[w]));
    free(m);
    return 0;
}
