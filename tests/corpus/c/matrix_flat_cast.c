// features: array_2d, type_cast, pointer_arithmetic, pointer, nested_loops, qsort
#include <stdio.h>
#include <stdlib.h>

#define R 3
#define C 4

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

static double mean(const int *v, int n) {
    long s = 0;
    for (int i = 0; i < n; i++) s += v[i];
    return (double)s / n;
}

static void print(int m[R][C]) {
    for (int i = 0; i < R; i++) {
        for (int j = 0; j < C; j++) printf("%4d", m[i][j]);
        putchar('\n');
    }
}

int main(void) {
    int m[R][C] = { { 12, -4, 7, 30 }, { 5, 5, 18, -9 }, { 2, 41, 0, 16 } };
    print(m);
    printf("mean %.3f\n", mean((int *)m, R * C));
    printf("mean of rows 1-2 %.3f\n", mean(m[1], 2 * C));
    printf("mean via *m %.3f\n", mean(*m, R * C));
    int *flat = (int *)m;
    int mx = flat[0], at = 0;
    for (int k = 1; k < R * C; k++)
        if (flat[k] > mx) mx = flat[k], at = k;
    printf("max %d at (%d,%d)\n", mx, at / C, at % C);
    qsort(m, R * C, sizeof(int), cmp_int);
    puts("sorted in place:");
    print(m);
    int median_idx = R * C / 2;
    printf("median pair %d %d\n", flat[median_idx - 1], flat[median_idx]);
    return 0;
}
