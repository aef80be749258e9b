// features: array_2d, recursion, memset, char_array, macro_object, compound_assignment
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#define W 40
#define H 20

static char canvas[H][W + 1];

static void clear(void) {
    for (int y = 0; y < H; y++) {
        memset(canvas[y], '.', W);
        canvas[y][W] = '\0';
    }
}

static void plot(int x, int y, char c) {
    if (x >= 0 && x < W && y >= 0 && y < H) canvas[y][x] = c;
}

static void line(int x0, int y0, int x1, int y1, char c) {
    int dx = abs(x1 - x0), sx = x0 < x1 ? 1 : -1;
    int dy = -abs(y1 - y0), sy = y0 < y1 ? 1 : -1;
    int err = dx + dy;
    for (;;) {
        plot(x0, y0, c);
        if (x0 == x1 && y0 == y1) break;
        int e2 = 2 * err;
        if (e2 >= dy) { err += dy; x0 += sx; }
        if (e2 <= dx) { err += dx; y0 += sy; }
    }
}

static void circle(int cx, int cy, int r, char c) {
    int x = r, y = 0, err = 1 - r;
    while (x >= y) {
        int pts[8][2] = { {x, y}, {y, x}, {-y, x}, {-x, y}, {-x, -y}, {-y, -x}, {y, -x}, {x, -y} };
        for (int i = 0; i < 8; i++) plot(cx + pts[i][0], cy + pts[i][1], c);
        y++;
        if (err < 0) err += 2 * y + 1;
        else { x--; err += 2 * (y - x) + 1; }
    }
}

static void flood(int x, int y, char from, char to) {
    if (x < 0 || x >= W || y < 0 || y >= H) return;
    if (canvas[y][x] != from) return;
    canvas[y][x] = to;
    flood(x + 1, y, from, to); flood(x - 1, y, from, to);
    flood(x, y + 1, from, to); flood(x, y - 1, from, to);
}

int main(void) {
    clear();
    line(0, 0, 39, 19, '\\');
    line(0, 19, 39, 0, '/');
    circle(20, 10, 7, 'o');
    flood(20, 10, '.', ' ');
    line(5, 2, 5, 17, '|');
    for (int y = 0; y < H; y++) puts(canvas[y]);
    int counts[128] = {0};
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) counts[(int)canvas[y][x]]++;
    const char *chars = "./\\o| ";
    for (const char *p = chars; *p; p++) printf("'%c':%d ", *p, counts[(int)*p]);
    putchar('\n');
    return 0;
}
