// features: array_2d, char_array, pointer_arithmetic, macro_object
#include <stdio.h>

#define N 3

void print_matrix(int rows, int m[][N]) {
    for (int i = 0; i < rows; i++) {
        for (int j = 0; j < N; j++) printf("%4d", m[i][j]);
        printf("\n");
    }
}

void multiply(int a[N][N], int b[N][N], int out[N][N]) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            out[i][j] = 0;
            for (int k = 0; k < N; k++) out[i][j] += a[i][k] * b[k][j];
        }
}

void transpose(int m[N][N]) {
    for (int i = 0; i < N; i++)
        for (int j = i + 1; j < N; j++) {
            int t = m[i][j];
            m[i][j] = m[j][i];
            m[j][i] = t;
        }
}

int trace(int (*m)[N]) {
    int t = 0;
    for (int i = 0; i < N; i++) t += m[i][i];
    return t;
}

int sum_row(const int *row, int n) {
    int s = 0;
    while (n--) s += *row++;
    return s;
}

int main(void) {
    int a[N][N] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
    int b[N][N] = {{9, 8, 7}, {6, 5, 4}, {3, 2, 1}};
    int c[N][N];
    multiply(a, b, c);
    print_matrix(N, c);
    transpose(a);
    print_matrix(N, a);
    printf("trace(c)=%d\n", trace(c));
    for (int i = 0; i < N; i++) printf("row %d sum=%d\n", i, sum_row(c[i], N));
    const char *names[] = {"alpha", "beta", "gamma", "delta"};
    int count = sizeof(names) / sizeof(names[0]);
    for (int i = 0; i < count; i++) printf("%d:%s:%c\n", i, names[i], names[i][0]);
    char grid[3][4] = {"abc", "def", "ghi"};
    for (int i = 0; i < 3; i++) printf("%s|", grid[i]);
    printf("\n");
    return 0;
}
