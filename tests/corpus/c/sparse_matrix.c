// features: malloc_free, pointer_to_pointer, pointer_to_struct, array, float_types
#include <stdio.h>
#include <stdlib.h>

typedef struct Entry { int row, col; double val; struct Entry *next; } Entry;
typedef struct { int rows, cols; Entry **row_heads; int nnz; } Sparse;

static Sparse *sp_new(int rows, int cols) {
    Sparse *m = malloc(sizeof *m);
    m->rows = rows; m->cols = cols; m->nnz = 0;
    m->row_heads = calloc((size_t)rows, sizeof *m->row_heads);
    return m;
}

static void sp_set(Sparse *m, int r, int c, double v) {
    Entry **pp = &m->row_heads[r];
    while (*pp && (*pp)->col < c) pp = &(*pp)->next;
    if (*pp && (*pp)->col == c) { (*pp)->val = v; return; }
    Entry *e = malloc(sizeof *e);
    e->row = r; e->col = c; e->val = v; e->next = *pp;
    *pp = e;
    m->nnz++;
}

static double sp_get(const Sparse *m, int r, int c) {
    for (const Entry *e = m->row_heads[r]; e; e = e->next) if (e->col == c) return e->val;
    return 0.0;
}

static void sp_mulvec(const Sparse *m, const double *x, double *y) {
    for (int r = 0; r < m->rows; r++) {
        y[r] = 0;
        for (const Entry *e = m->row_heads[r]; e; e = e->next) y[r] += e->val * x[e->col];
    }
}

static void sp_free(Sparse *m) {
    for (int r = 0; r < m->rows; r++) {
        Entry *e = m->row_heads[r];
        while (e) { Entry *n = e->next; free(e); e = n; }
    }
    free(m->row_heads);
    free(m);
}

int main(void) {
    Sparse *m = sp_new(5, 5);
    for (int i = 0; i < 5; i++) sp_set(m, i, i, 4.0);
    for (int i = 0; i < 4; i++) { sp_set(m, i, i + 1, -1.0); sp_set(m, i + 1, i, -1.0); }
    sp_set(m, 0, 4, 0.5);
    sp_set(m, 2, 2, 5.0);
    printf("nnz=%d density=%.2f\n", m->nnz, (double)m->nnz / (m->rows * m->cols));
    for (int r = 0; r < 5; r++) {
        for (int c = 0; c < 5; c++) printf("%6.2f", sp_get(m, r, c));
        putchar('\n');
    }
    double x[5] = {1, 2, 3, 4, 5}, y[5];
    sp_mulvec(m, x, y);
    printf("A*x =");
    for (int i = 0; i < 5; i++) printf(" %.2f", y[i]);
    /* Jacobi iterations for A z = y */
    double z[5] = {0}, zn[5];
    for (int it = 0; it < 25; it++) {
        for (int r = 0; r < 5; r++) {
            double s = y[r], d = 0;
            for (const Entry *e = m->row_heads[r]; e; e = e->next) {
                if (e->col == r) d = e->val; else s -= e->val * z[e->col];
            }
            zn[r] = s / d;
        }
        for (int r = 0; r < 5; r++) z[r] = zn[r];
    }
    printf("\njacobi z =");
    for (int i = 0; i < 5; i++) printf(" %.4f", z[i]);
    putchar('\n');
    sp_free(m);
    return 0;
}
