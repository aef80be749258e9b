// features: array_2d, array_initializer, for_statement, macro_object
#include <stdio.h>

#define N 3

void multiply(int a[N][N], int b[N][N], int out[N][N]) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            out[i][j] = 0;
            for (int k = 0; k < N; k++) out[i][j] += a[i][k] * b[k][j];
        }
}

void print(int m[][N]) {
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) printf("%4d", m[i][j]);
        printf("\n");
    }
}

int main(void) {
    int a[N][N] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
    int id[N][N] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    int r[N][N];
    multiply(a, a, r);
    print(r);
    multiply(a, id, r);
    print(r);
    int t[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) t[j][i] = a[i][j];
    print(t);
    int trace = 0;
    for (int i = 0; i < N; i++) trace += r[i][i];
    printf("trace=%d\n", trace);
    return 0;
}
