// features: recursion, static_local, integer_overflow_wrap, integer_division, unsigned_types
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>

#define N 6
static int cols[N];
static int solutions = 0;

static int safe(int row, int col) {
    for (int r = 0; r < row; r++) {
        int c = cols[r];
        if (c == col || abs(c - col) == row - r) return 0;
    }
    return 1;
}

static void solve(int row) {
    if (row == N) {
        if (++solutions <= 2) {
            for (int r = 0; r < N; r++) {
                for (int c = 0; c < N; c++) putchar(cols[r] == c ? 'Q' : '.');
                putchar('\n');
            }
            putchar('\n');
        }
        return;
    }
    for (int c = 0; c < N; c++)
        if (safe(row, c)) { cols[row] = c; solve(row + 1); }
}

uint32_t fnv1a(const char *s) {
    uint32_t h = 2166136261u;
    for (; *s; s++) { h ^= (uint8_t)*s; h *= 16777619u; }
    return h;
}

long long ackermann_like(int m, int n) {
    if (m == 0) return n + 1;
    if (n == 0) return ackermann_like(m - 1, 1);
    return ackermann_like(m - 1, (int)ackermann_like(m, n - 1));
}

int main(void) {
    solve(0);
    printf("%d-queens solutions: %d\n", N, solutions);
    const char *keys[] = {"", "a", "hello", "RedDragon"};
    for (int i = 0; i < 4; i++) printf("fnv1a(\"%s\") = %08x\n", keys[i], fnv1a(keys[i]));
    printf("A(2,3)=%lld A(3,3)=%lld\n", ackermann_like(2, 3), ackermann_like(3, 3));
    long long f = 1;
    for (int i = 1; i <= 25; i++) {
        f *= i;
        if (i >= 20) printf("%d! = %lld\n", i, f);
    }
    unsigned long long u = 1;
    for (int i = 0; i < 70; i++) u *= 3;
    printf("3^70 mod 2^64 = %llu\n", u);
    printf("%d %d %d %d\n", -7 / 2, -7 % 2, 7 / -2, 7 % -2);
    int x = 7;
    printf("%f %.1f\n", x / 2 * 2.0, x / 2.0);
    return 0;
}
