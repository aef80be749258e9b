// features: pointer_to_pointer, malloc_free, recursion, pointer_arithmetic, array_of_structs
#include <stdio.h>
#include <stdlib.h>

typedef struct { int r, c; } Pos;

int **make_grid(int rows, int cols) {
    int **g = malloc(rows * sizeof(int *));
    for (int i = 0; i < rows; i++) {
        g[i] = calloc(cols, sizeof(int));
    }
    return g;
}

void free_grid(int **g, int rows) {
    for (int i = 0; i < rows; i++) free(g[i]);
    free(g);
}

int flood(int **g, int rows, int cols, int r, int c, int color) {
    if (r < 0 || c < 0 || r >= rows || c >= cols || g[r][c] != 0) return 0;
    g[r][c] = color;
    return 1 + flood(g, rows, cols, r + 1, c, color) + flood(g, rows, cols, r - 1, c, color) +
           flood(g, rows, cols, r, c + 1, color) + flood(g, rows, cols, r, c - 1, color);
}

int main(void) {
    const int R = 5, C = 7;
    int **g = make_grid(R, C);
    Pos walls[] = {{0, 3}, {1, 3}, {2, 3}, {3, 3}, {2, 0}, {2, 1}, {4, 5}};
    for (size_t i = 0; i < sizeof(walls) / sizeof(walls[0]); i++) g[walls[i].r][walls[i].c] = 9;
    int color = 1;
    for (int r = 0; r < R; r++)
        for (int c = 0; c < C; c++)
            if (g[r][c] == 0) {
                int n = flood(g, R, C, r, c, color);
                printf("region %d starts at (%d,%d) size %d\n", color, r, c, n);
                color++;
            }
    for (int r = 0; r < R; r++) {
        for (int c = 0; c < C; c++) putchar(g[r][c] == 9 ? '#' : '0' + g[r][c]);
        putchar('\n');
    }
    Pos *path = malloc(4 * sizeof *path);
    for (int i = 0; i < 4; i++) { path[i].r = i; path[i].c = i * 2; }
    Pos *p = path;
    for (Pos *end = path + 4; p < end; p++) printf("(%d,%d)", p->r, p->c);
    printf("\n%td steps\n", p - path);
    free(path);
    free_grid(g, R);
    return 0;
}
