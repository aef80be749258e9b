// features: bitwise_operators, shift_operators, unsigned_types, recursion, global_variable, integer_types
#include <stdio.h>
#include <stdint.h>

static uint64_t solutions;
static int first[16];
static int have_first;
static int cols_at[16];

static void place(int n, int row, uint32_t cols, uint32_t d1, uint32_t d2) {
    if (row == n) {
        if (!have_first) {
            for (int i = 0; i < n; i++) first[i] = cols_at[i];
            have_first = 1;
        }
        solutions++;
        return;
    }
    uint32_t full = (1u << n) - 1;
    uint32_t avail = full & ~(cols | d1 | d2);
    while (avail) {
        uint32_t bit = avail & -avail;
        avail ^= bit;
        int c = 0;
        while (!((bit >> c) & 1u)) c++;
        cols_at[row] = c;
        place(n, row + 1, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1);
    }
}

static int popcount32(uint32_t x) {
    int c = 0;
    for (; x; x &= x - 1) c++;
    return c;
}

int main(void) {
    for (int n = 1; n <= 10; n++) {
        solutions = 0;
        have_first = 0;
        place(n, 0, 0, 0, 0);
        printf("n=%2d solutions=%llu\n", n, (unsigned long long)solutions);
        if (n == 8) {
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) putchar(first[r] == c ? 'Q' : '.');
                putchar('\n');
            }
        }
    }
    uint32_t masks[] = { 0, 1, 0xff, 0x80000000u, 0xdeadbeefu, ~0u };
    for (int i = 0; i < 6; i++) {
        uint32_t m = masks[i];
        printf("%08x pop=%2d low=%08x rot=%08x neg=%u\n", m, popcount32(m), m & -m, (m << 3) | (m >> 29), -m);
    }
    return 0;
}
