// features: array_2d, struct, compound_literal, memset, bool_type, puts_putchar
#include <stdio.h>
#include <string.h>
#include <stdbool.h>

#define ROWS 9
#define COLS 15

static const char *maze[ROWS] = {
    "###############",
    "#S..#.....#...#",
    "#.#.#.###.#.#.#",
    "#.#...#...#.#.#",
    "#.#####.###.#.#",
    "#.....#.#...#.#",
    "###.#.#.#.###.#",
    "#...#...#....E#",
    "###############",
};

typedef struct { int r, c; } Pos;

int main(void) {
    char grid[ROWS][COLS + 1];
    for (int r = 0; r < ROWS; r++) strcpy(grid[r], maze[r]);
    Pos start = {0}, end = {0};
    for (int r = 0; r < ROWS; r++)
        for (int c = 0; c < COLS; c++) {
            if (grid[r][c] == 'S') start = (Pos){r, c};
            if (grid[r][c] == 'E') end = (Pos){r, c};
        }
    int dist[ROWS][COLS];
    Pos prev[ROWS][COLS];
    memset(dist, -1, sizeof dist);
    Pos queue[ROWS * COLS];
    int head = 0, tail = 0;
    queue[tail++] = start;
    dist[start.r][start.c] = 0;
    static const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
    bool found = false;
    int visited = 0;
    while (head < tail) {
        Pos p = queue[head++];
        visited++;
        if (p.r == end.r && p.c == end.c) { found = true; break; }
        for (int k = 0; k < 4; k++) {
            int nr = p.r + dr[k], nc = p.c + dc[k];
            if (nr < 0 || nr >= ROWS || nc < 0 || nc >= COLS) continue;
            if (grid[nr][nc] == '#' || dist[nr][nc] != -1) continue;
            dist[nr][nc] = dist[p.r][p.c] + 1;
            prev[nr][nc] = p;
            queue[tail++] = (Pos){nr, nc};
        }
    }
    printf("start (%d,%d) end (%d,%d) found=%s visited=%d\n", start.r, start.c, end.r, end.c,
           found ? "yes" : "no", visited);
    if (found) {
        printf("shortest path length %d\n", dist[end.r][end.c]);
        Pos p = prev[end.r][end.c];
        while (!(p.r == start.r && p.c == start.c)) {
            grid[p.r][p.c] = '*';
            p = prev[p.r][p.c];
        }
    }
    for (int r = 0; r < ROWS; r++) puts(grid[r]);
    int unreachable = 0;
    for (int r = 0; r < ROWS; r++) for (int c = 0; c < COLS; c++)
        if (maze[r][c] != '#' && dist[r][c] == -1) unreachable++;
    printf("unreachable open cells: %d\n", unreachable);
    return 0;
}
