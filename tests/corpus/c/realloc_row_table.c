// features: pointer_to_array, malloc_free, pointer_arithmetic, sizeof, array_2d
// A table of fixed-width rows grown with realloc through a pointer to array,
// summed row by row and walked flat through an int *.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define COLS 4

typedef struct {
    int (*rows)[COLS];
    size_t len, cap;
} Table;

static int append(Table *t, const int *vals) {
    if (t->len == t->cap) {
        size_t nc = t->cap ? t->cap * 2 : 2;
        int (*grown)[COLS] = realloc(t->rows, nc * sizeof *grown);
        if (!grown) return -1;
        t->rows = grown;
        t->cap = nc;
    }
    memcpy(t->rows[t->len], vals, sizeof t->rows[0]);
    t->len++;
    return 0;
}

static long column_total(const int (*rows)[COLS], size_t n, int col) {
    long s = 0;
    for (const int (*r)[COLS] = rows; r < rows + n; r++) s += (*r)[col];
    return s;
}

int main(void) {
    Table t = {NULL, 0, 0};
    for (int i = 0; i < 7; i++) {
        int vals[COLS] = {i, i * i, 100 - i, (i % 3) - 1};
        if (append(&t, vals) != 0) return 1;
        printf("append row %d: len=%zu cap=%zu\n", i, t.len, t.cap);
    }
    printf("sizeof *t.rows = %zu\n", sizeof *t.rows);
    for (size_t r = 0; r < t.len; r++) {
        printf("row %zu:", r);
        for (int c = 0; c < COLS; c++) printf(" %4d", t.rows[r][c]);
        printf("\n");
    }
    for (int c = 0; c < COLS; c++) printf("column %d total %ld\n", c, column_total((const int (*)[COLS])t.rows, t.len, c));

    int *flat = &t.rows[0][0];
    long all = 0;
    for (size_t k = 0; k < t.len * COLS; k++) all += flat[k];
    printf("flat sum %ld, flat[9]=%d, *(flat + 26)=%d\n", all, flat[9], *(flat + 26));

    int (*shrunk)[COLS] = realloc(t.rows, 3 * sizeof *shrunk);
    t.rows = shrunk;
    t.len = t.cap = 3;
    int (*fresh)[COLS] = calloc(2, sizeof(int[COLS]));
    fresh[1][3] = 42;
    printf("after shrink: last row %d %d %d %d, fresh %d %d\n", t.rows[2][0], t.rows[2][1], t.rows[2][2], t.rows[2][3],
           fresh[0][0], fresh[1][3]);
    free(fresh);
    free(t.rows);
    return 0;
}
