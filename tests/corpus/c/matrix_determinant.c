// features: malloc_free, math_h, pointer_to_struct, struct, float_types
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

typedef struct { int n; double *a; } Mat;

static Mat mat_new(int n) { Mat m = {n, calloc((size_t)n * n, sizeof(double))}; return m; }
static double *at(Mat *m, int r, int c) { return &m->a[r * m->n + c]; }

static double determinant(Mat m) {
    Mat t = mat_new(m.n);
    for (int i = 0; i < m.n * m.n; i++) t.a[i] = m.a[i];
    double det = 1;
    for (int col = 0; col < t.n; col++) {
        int pivot = col;
        for (int r = col + 1; r < t.n; r++)
            if (fabs(*at(&t, r, col)) > fabs(*at(&t, pivot, col))) pivot = r;
        if (fabs(*at(&t, pivot, col)) < 1e-12) { free(t.a); return 0; }
        if (pivot != col) {
            for (int c = 0; c < t.n; c++) {
                double tmp = *at(&t, col, c);
                *at(&t, col, c) = *at(&t, pivot, c);
                *at(&t, pivot, c) = tmp;
            }
            det = -det;
        }
        det *= *at(&t, col, col);
        for (int r = col + 1; r < t.n; r++) {
            double f = *at(&t, r, col) / *at(&t, col, col);
            for (int c = col; c < t.n; c++) *at(&t, r, c) -= f * *at(&t, col, c);
        }
    }
    free(t.a);
    return det;
}

int main(void) {
    double data[3][9] = {
        {2, 0, 1, 1, 3, 2, 1, 1, 1},
        {1, 2, 3, 4, 5, 6, 7, 8, 9},
        {0, 2, 1, 1, 0, 3, 4, 1, 0},
    };
    for (int k = 0; k < 3; k++) {
        Mat m = mat_new(3);
        for (int i = 0; i < 9; i++) m.a[i] = data[k][i];
        printf("det #%d = %8.3f\n", k, determinant(m));
        free(m.a);
    }
    Mat h = mat_new(5);
    for (int r = 0; r < 5; r++)
        for (int c = 0; c < 5; c++) *at(&h, r, c) = 1.0 / (r + c + 1);
    printf("hilbert(5) det = %.6e\n", determinant(h));
    free(h.a);
    return 0;
}
