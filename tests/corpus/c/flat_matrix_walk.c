// features: array_2d, pointer_arithmetic, memset, pointer, sizeof, nested_loops
#include <stdio.h>
#include <string.h>

#define ROWS 4
#define COLS 5

/* Treats any int block as one flat run of n values. */
static long sum_flat(const int *p, size_t n) {
    long s = 0;
    for (const int *end = p + n; p < end; p++) s += *p;
    return s;
}

static int max_index(const int *p, size_t n) {
    int best = 0;
    for (size_t i = 1; i < n; i++)
        if (p[i] > p[best]) best = (int)i;
    return best;
}

int main(void) {
    int grid[ROWS][COLS];
    memset(&grid[0][0], 0, sizeof grid);
    int *cell = &grid[0][0];
    for (int k = 0; k < ROWS * COLS; k++) *cell++ = (k * 37) % 23;
    for (int r = 0; r < ROWS; r++) {
        for (int c = 0; c < COLS; c++) printf("%3d", grid[r][c]);
        putchar('\n');
    }
    printf("sum %ld\n", sum_flat(&grid[0][0], ROWS * COLS));
    int m = max_index(grid[0], ROWS * COLS);
    printf("max %d at row %d col %d\n", grid[m / COLS][m % COLS], m / COLS, m % COLS);
    printf("distance (2,1)-(0,3): %td\n", &grid[2][1] - &grid[0][3]);
    int *row2 = grid[2];
    printf("before row 2: %d, after row 2: %d\n", row2[-1], row2[COLS]);

    int flat[ROWS * COLS];
    memcpy(flat, grid, sizeof grid);
    printf("copied equal: %s\n", memcmp(flat, grid, sizeof flat) == 0 ? "yes" : "no");
    flat[13] = -1;
    printf("after change: %s\n", memcmp(grid, flat, sizeof flat) == 0 ? "equal" : "different");
    memcpy(grid, flat, sizeof grid);
    printf("grid[2][3] = %d\n", grid[2][3]);

    double cube[2][3][2];
    double v = 0.5;
    for (double *d = &cube[0][0][0]; d != &cube[0][0][0] + 12; d++, v *= 2) *d = v;
    printf("cube[1][2][1] = %g, cube[1][0][0] = %g\n", cube[1][2][1], cube[1][0][0]);
    memset(grid[1], 0, 2 * sizeof grid[1]);
    printf("after clearing rows 1-2: %ld\n", sum_flat(grid[0], ROWS * COLS));
    return 0;
}
