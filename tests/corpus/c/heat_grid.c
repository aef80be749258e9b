// features: pointer_to_pointer, malloc_free, array_2d, function_pointer, type_cast, qsort, nested_loops
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define COLS 6

/* Heat diffusion on a grid allocated as rows of fixed width: double (*g)[COLS]. */
static void step(int rows, double (*src)[COLS], double (*dst)[COLS]) {
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < COLS; c++) {
            double sum = src[r][c], n = 1;
            if (r > 0) { sum += src[r - 1][c]; n++; }
            if (r + 1 < rows) { sum += src[r + 1][c]; n++; }
            if (c > 0) { sum += src[r][c - 1]; n++; }
            if (c + 1 < COLS) { sum += src[r][c + 1]; n++; }
            dst[r][c] = sum / n;
        }
}

static int cmp_double(const double *a, const double *b) { return (*a > *b) - (*a < *b); }

int main(void) {
    int rows = 4;
    double (*a)[COLS] = malloc(rows * sizeof *a);
    double (*b)[COLS] = calloc(rows, sizeof *b);
    for (int r = 0; r < rows; r++) for (int c = 0; c < COLS; c++) a[r][c] = 0.0;
    a[1][2] = 100.0;
    a[3][5] = 40.0;
    printf("row bytes %zu, grid bytes %zu\n", sizeof *a, rows * sizeof *a);
    for (int t = 0; t < 3; t++) {
        step(rows, a, b);
        double (*tmp)[COLS] = a; a = b; b = tmp;
    }
    for (int r = 0; r < rows; r++) {
        for (int c = 0; c < COLS; c++) printf("%7.2f", a[r][c]);
        putchar('\n');
    }
    double flat[COLS * 4];
    for (int r = 0; r < rows; r++) for (int c = 0; c < COLS; c++) flat[r * COLS + c] = a[r][c];
    qsort(flat, COLS * 4, sizeof flat[0], (int (*)(const void *, const void *))cmp_double);
    printf("min %.3f median %.3f max %.3f\n", flat[0], (flat[11] + flat[12]) / 2, flat[23]);
    free(a);
    free(b);
    return 0;
}
