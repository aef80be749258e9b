// features: variable_length_array, array_2d, static_local, malloc_free, sizeof, float_types
#include <stdio.h>
#include <stdlib.h>

static void fill(int h, int w, double img[h][w]) {
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
            img[y][x] = ((x * 7 + y * 13) % 10) * 1.5;
}

static void blur(int h, int w, double in[h][w], double out[h][w]) {
    static const double k[3][3] = { {1, 2, 1}, {2, 4, 2}, {1, 2, 1} };
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) {
            double acc = 0, wsum = 0;
            for (int dy = -1; dy <= 1; dy++)
                for (int dx = -1; dx <= 1; dx++) {
                    int yy = y + dy, xx = x + dx;
                    if (yy < 0 || yy >= h || xx < 0 || xx >= w) continue;
                    acc += in[yy][xx] * k[dy + 1][dx + 1];
                    wsum += k[dy + 1][dx + 1];
                }
            out[y][x] = acc / wsum;
        }
}

static void show(int h, int w, double m[h][w]) {
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) printf("%6.2f", m[y][x]);
        putchar('\n');
    }
}

static double sum(int h, int w, double (*m)[w]) {
    double s = 0;
    for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) s += m[y][x];
    return s;
}

int main(void) {
    int h = 5, w = 6;
    double a[h][w], b[h][w];
    fill(h, w, a);
    printf("sizeof a = %zu, row = %zu\n", sizeof a, sizeof a[0]);
    show(h, w, a);
    blur(h, w, a, b);
    puts("blurred:");
    show(h, w, b);
    printf("sum before %.3f after %.3f\n", sum(h, w, a), sum(h, w, b));
    double (*heap)[w] = malloc(h * sizeof *heap);
    blur(h, w, b, heap);
    printf("twice blurred corner %.4f center %.4f\n", heap[0][0], heap[h / 2][w / 2]);
    free(heap);
    return 0;
}
