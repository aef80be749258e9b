// features: array_2d, pointer_arithmetic, recursion, nested_loops, memset, bool_type
#include <stdio.h>
#include <stdbool.h>
#include <string.h>

static int grid[9][9];
static long nodes = 0;

static bool ok(int g[9][9], int r, int c, int v) {
    for (int i = 0; i < 9; i++)
        if (g[r][i] == v || g[i][c] == v) return false;
    int br = r / 3 * 3, bc = c / 3 * 3;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            if (g[br + i][bc + j] == v) return false;
    return true;
}

static bool solve(int g[9][9]) {
    nodes++;
    for (int r = 0; r < 9; r++)
        for (int c = 0; c < 9; c++) {
            if (g[r][c]) continue;
            for (int v = 1; v <= 9; v++) {
                if (ok(g, r, c, v)) {
                    g[r][c] = v;
                    if (solve(g)) return true;
                    g[r][c] = 0;
                }
            }
            return false;
        }
    return true;
}

static void load(const char *s) {
    for (int i = 0; i < 81; i++)
        grid[i / 9][i % 9] = s[i] == '.' ? 0 : s[i] - '0';
}

static void print(int g[][9]) {
    for (int r = 0; r < 9; r++) {
        if (r && r % 3 == 0) puts("------+-------+------");
        for (int c = 0; c < 9; c++) {
            if (c && c % 3 == 0) printf("| ");
            printf("%d%c", g[r][c], c == 8 ? '\n' : ' ');
        }
    }
}

int main(void) {
    const char *puzzle =
        "53..7...."
        "6..195..."
        ".98....6."
        "8...6...3"
        "4..8.3..1"
        "7...2...6"
        ".6....28."
        "...419..5"
        "....8..79";
    load(puzzle);
    int givens = 0;
    for (int *p = &grid[0][0]; p < &grid[0][0] + 81; p++) givens += *p != 0;
    printf("givens: %d\n", givens);
    if (solve(grid)) {
        print(grid);
        printf("solved after %ld nodes\n", nodes);
    } else {
        puts("no solution");
    }
    int copy[9][9];
    memcpy(copy, grid, sizeof grid);
    copy[0][0] = copy[0][1];
    printf("copy valid at (0,0)? %s\n", ok(copy, 0, 0, grid[0][0]) ? "yes" : "no");
    int sum = 0;
    for (int r = 0; r < 9; r++) sum += grid[r][r];
    printf("diagonal sum %d\n", sum);
    return 0;
}
