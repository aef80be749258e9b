// features: bitwise_operators, shift_operators, unsigned_types, integer_overflow_wrap
#include <stdio.h>
#include <stdint.h>

int popcount(unsigned int x) {
    int c = 0;
    while (x) { c += x & 1; x >>= 1; }
    return c;
}
int popcount_kernighan(uint32_t x) {
    int c = 0;
    for (; x; c++) x &= x - 1;
    return c;
}
unsigned reverse_bits(unsigned x) {
    unsigned r = 0;
    for (int i = 0; i < 32; i++) { r = (r << 1) | (x & 1); x >>= 1; }
    return r;
}
int is_power_of_two(unsigned long v) { return v && !(v & (v - 1)); }
uint32_t rotl(uint32_t v, int s) { return (v << s) | (v >> (32 - s)); }

void print_binary(unsigned char b) {
    for (int i = 7; i >= 0; i--) putchar((b >> i) & 1 ? '1' : '0');
    putchar('\n');
}

int main(void) {
    unsigned vals[] = {0, 1, 7, 255, 0x80000000u, 0xFFFFFFFFu, 12345};
    for (int i = 0; i < 7; i++)
        printf("%u: pop=%d/%d rev=%08x\n", vals[i], popcount(vals[i]), popcount_kernighan(vals[i]), reverse_bits(vals[i]));
    for (unsigned long v = 1; v < 70; v += 9) printf("%lu:%d ", v, is_power_of_two(v));
    printf("\n");
    printf("rotl=%08X\n", rotl(0x12345678u, 8));
    unsigned int u = 0;
    u--;
    printf("u=%u\n", u);
    unsigned char c = 250;
    c += 10;
    printf("c=%d\n", c);
    int s = -16;
    printf("s>>2=%d  (unsigned)s>>28=%u\n", s >> 2, (unsigned)s >> 28);
    long long big = 1LL << 62;
    printf("big=%lld big*2=%lld\n", big, big * 2);
    unsigned long long ull = 0xFFFFFFFFFFFFFFFFULL;
    printf("ull+1=%llu\n", ull + 1);
    int imax = 2147483647;
    printf("wrap=%d\n", imax + 1);
    uint8_t flags = 0;
    flags |= 1 << 3;
    flags |= 1 << 0;
    flags &= ~(1 << 0);
    flags ^= 0xF0;
    print_binary(flags);
    uint16_t h = 0xABCD;
    printf("swapped=%04X\n", (uint16_t)((h << 8) | (h >> 8)));
    /* a signed operand meeting an unsigned one converts to unsigned first */
    int minus_one = -1;
    unsigned buckets = 7;
    printf("-1 / 2u = %u, -1 %% 7u = %u, index = %u\n", minus_one / 2u, minus_one % buckets, (minus_one - 4) % buckets);
    int folded = -1;
    folded %= 7u;
    printf("folded=%d, -7L / 2u = %ld\n", folded, -7L / 2u);
    return 0;
}
