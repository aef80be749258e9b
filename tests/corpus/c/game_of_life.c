// features: array_2d, memset, char_array, printf_flags, conditional_expression
#include <stdio.h>
#include <string.h>

#define ROWS 10
#define COLS 20

static int count_neighbors(char g[ROWS][COLS], int r, int c) {
    int n = 0;
    for (int dr = -1; dr <= 1; dr++)
        for (int dc = -1; dc <= 1; dc++) {
            if (!dr && !dc) continue;
            int rr = (r + dr + ROWS) % ROWS, cc = (c + dc + COLS) % COLS;
            n += g[rr][cc] == '#';
        }
    return n;
}

static void step(char g[ROWS][COLS]) {
    char next[ROWS][COLS];
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++) {
            int n = count_neighbors(g, r, c);
            next[r][c] = (g[r][c] == '#' && (n == 2 || n == 3)) || (g[r][c] != '#' && n == 3) ? '#' : '.';
        }
    memcpy(g, next, sizeof next);
}

static void show(char g[ROWS][COLS], int gen) {
    int alive = 0;
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++) alive += g[r][c] == '#';
    printf("generation %d (%d alive)\n", gen, alive);
    for (int r = 0; r < ROWS; r++) {
        printf("%.*s\n", COLS, g[r]);
    }
}

int main(void) {
    char grid[ROWS][COLS];
    memset(grid, '.', sizeof grid);
    /* glider */
    grid[0][1] = '#'; grid[1][2] = '#'; grid[2][0] = '#'; grid[2][1] = '#'; grid[2][2] = '#';
    /* blinker */
    grid[5][10] = grid[5][11] = grid[5][12] = '#';
    /* block */
    grid[8][16] = grid[8][17] = grid[9][16] = grid[9][17] = '#';
    show(grid, 0);
    for (int gen = 1; gen <= 4; gen++) {
        step(grid);
        if (gen % 2 == 0) show(grid, gen);
    }
    return 0;
}
