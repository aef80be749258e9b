// features: array_2d, bool_type, switch_statement, nested_loops, char_array, macro_object
#include <stdio.h>
#include <limits.h>
#include <stdbool.h>

#define R 6
#define C 8

static const char *terrain[R] = {
    "S..#....",
    ".~~#.##.",
    ".~~...#.",
    "##.#~~#.",
    "...#~~..",
    ".#.....G",
};

static int cost_of(char t) {
    switch (t) {
    case '~': return 5;
    case '#': return -1;
    default: return 1;
    }
}

int main(void) {
    int dist[R][C];
    bool done[R][C] = {{false}};
    int prev[R][C];
    for (int r = 0; r < R; r++) for (int c = 0; c < C; c++) { dist[r][c] = INT_MAX; prev[r][c] = -1; }
    dist[0][0] = 0;
    const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    for (;;) {
        int br = -1, bc = -1, best = INT_MAX;
        for (int r = 0; r < R; r++)
            for (int c = 0; c < C; c++)
                if (!done[r][c] && dist[r][c] < best) { best = dist[r][c]; br = r; bc = c; }
        if (br < 0) break;
        done[br][bc] = true;
        for (int k = 0; k < 4; k++) {
            int nr = br + dr[k], nc = bc + dc[k];
            if (nr < 0 || nr >= R || nc < 0 || nc >= C) continue;
            int w = cost_of(terrain[nr][nc]);
            if (w < 0) continue;
            if (dist[br][bc] + w < dist[nr][nc]) {
                dist[nr][nc] = dist[br][bc] + w;
                prev[nr][nc] = br * C + bc;
            }
        }
    }
    printf("cost to goal: %d\n", dist[R - 1][C - 1]);
    char map[R][C + 1];
    for (int r = 0; r < R; r++) { for (int c = 0; c < C; c++) map[r][c] = terrain[r][c]; map[r][C] = 0; }
    int steps = 0;
    for (int at = prev[R - 1][C - 1]; at > 0; at = prev[at / C][at % C], steps++) map[at / C][at % C] = '*';
    for (int r = 0; r < R; r++) puts(map[r]);
    printf("%d steps on the path\n", steps + 1);
    for (int r = 0; r < R; r++) {
        for (int c = 0; c < C; c++) {
            if (dist[r][c] == INT_MAX) printf("  .");
            else printf("%3d", dist[r][c]);
        }
        putchar('\n');
    }
    return 0;
}
