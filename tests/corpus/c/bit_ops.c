// features: bitwise_operators, shift_operators, unsigned_types, compound_assignment
#include <stdio.h>

int popcount(unsigned x) { int c = 0; while (x) { c += x & 1; x >>= 1; } return c; }
unsigned reverse_bits(unsigned x) {
    unsigned r = 0;
    for (int i = 0; i < 32; i++) { r = (r << 1) | (x & 1); x >>= 1; }
    return r;
}
int is_power_of_two(unsigned x) { return x && !(x & (x - 1)); }

int main(void) {
    unsigned vals[] = {0, 1, 7, 8, 255, 1024, 0xDEADBEEF, 4294967295u};
    for (int i = 0; i < 8; i++)
        printf("%10u bits=%2d pow2=%d rev=%08x\n", vals[i], popcount(vals[i]), is_power_of_two(vals[i]), reverse_bits(vals[i]));
    int a = 0x5A, b = 0x3C;
    printf("%d %d %d %d\n", a & b, a | b, a ^ b, ~a);
    printf("%d %d\n", -16 >> 2, 1 << 30);
    unsigned flags = 0;
    flags |= 1u << 3;
    flags |= 1u << 5;
    flags &= ~(1u << 3);
    flags ^= 0xF0;
    printf("flags=%#x\n", flags);
    unsigned char byte = 0x81;
    byte = (unsigned char)((byte << 1) | (byte >> 7));
    printf("rotated=%#04x\n", byte);
    long big = 1L << 40;
    printf("%ld\n", big);
    return 0;
}
