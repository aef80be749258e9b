// features: array_2d, memset, pointer, nested_loops, type_cast
#include <stdio.h>
#include <string.h>

#define N 4

static void transpose(int m[][N], int n) {
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++) { int t = m[i][j]; m[i][j] = m[j][i]; m[j][i] = t; }
}

static void rotate90(int (*m)[N], int n) {
    transpose(m, n);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n / 2; j++) { int t = m[i][j]; m[i][j] = m[i][n - 1 - j]; m[i][n - 1 - j] = t; }
}

static void print(const char *title, int m[N][N]) {
    printf("%s\n", title);
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) printf("%4d", m[i][j]);
        putchar('\n');
    }
}

static long trace(const int (*m)[N]) {
    long t = 0;
    for (int i = 0; i < N; i++) t += m[i][i];
    return t;
}

static void spiral(int m[N][N]) {
    int top = 0, bottom = N - 1, left = 0, right = N - 1;
    printf("spiral:");
    while (top <= bottom && left <= right) {
        for (int j = left; j <= right; j++) printf(" %d", m[top][j]);
        top++;
        for (int i = top; i <= bottom; i++) printf(" %d", m[i][right]);
        right--;
        if (top <= bottom) { for (int j = right; j >= left; j--) printf(" %d", m[bottom][j]); bottom--; }
        if (left <= right) { for (int i = bottom; i >= top; i--) printf(" %d", m[i][left]); left++; }
    }
    putchar('\n');
}

int main(void) {
    int m[N][N];
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) m[i][j] = i * N + j + 1;
    print("original", m);
    spiral(m);
    int copy[N][N];
    memcpy(copy, m, sizeof m);
    rotate90(m, N);
    print("rotated", m);
    printf("trace before %ld after %ld\n", trace((const int (*)[N])copy), trace((const int (*)[N])m));
    int *row = m[2];
    printf("row 2:");
    for (int j = 0; j < N; j++) printf(" %d", row[j]);
    printf("\nequal to copy: %s\n", memcmp(copy, m, sizeof m) == 0 ? "yes" : "no");
    rotate90(m, N); rotate90(m, N); rotate90(m, N);
    printf("after 4 rotations equal: %s\n", memcmp(copy, m, sizeof m) == 0 ? "yes" : "no");
    return 0;
}
