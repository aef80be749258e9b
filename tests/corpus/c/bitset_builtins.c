// features: function_definition, bitwise_operators, shift_operators, unsigned_types, inttypes_h, gnu_extensions, printf, while_statement, for_statement
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

/* A 64-square board as a bitset, the way chess engines keep one. */
typedef uint64_t Board;

static int ilog2(uint32_t x) { return 31 - __builtin_clz(x); }

static void print_squares(Board b) {
    printf("{");
    int first = 1;
    while (b) {
        int sq = __builtin_ctzll(b);
        printf(first ? "%d" : ",%d", sq);
        first = 0;
        b &= b - 1;  /* clear the lowest set bit */
    }
    printf("} n=%d\n", __builtin_popcountll(b));
}

static uint32_t to_big_endian(uint32_t host) { return __builtin_bswap32(host); }

int main(void) {
    Board rooks = (1ULL << 0) | (1ULL << 7) | (1ULL << 56) | (1ULL << 63);
    Board pawns = 0xFF00ULL;
    printf("rooks=%d pawns=%d all=%d\n", __builtin_popcountll(rooks), __builtin_popcountll(pawns),
           __builtin_popcountll(rooks | pawns));
    print_squares(rooks);
    print_squares(pawns >> 3);
    printf("lowest rook %d, highest rook %d\n", __builtin_ctzll(rooks), 63 - __builtin_clzll(rooks));
    for (uint32_t x = 1; x <= 1000; x *= 7) printf("ilog2(%u)=%d ", x, ilog2(x));
    printf("\n");
    unsigned v = 0xF0F0u;
    printf("popcount=%d parity=%d ffs=%d ctz=%d clz=%d\n", __builtin_popcount(v), __builtin_parity(v),
           __builtin_ffs((int)v), __builtin_ctz(v), __builtin_clz(v));
    printf("popcount(-1)=%d popcountl(-1)=%d ffs(0)=%d parity(7)=%d\n", __builtin_popcount(-1), __builtin_popcountl(-1L),
           __builtin_ffs(0), __builtin_parity(7));
    uint32_t word = 0x11223344u;
    printf("%08" PRIx32 " -> %08" PRIx32 "\n", word, to_big_endian(word));
    printf("%04x %016" PRIx64 "\n", __builtin_bswap16(0xABCD), __builtin_bswap64(0x0102030405060708ULL));
    int hits = 0;
    for (int i = 0; i < 100; i++)
        if (__builtin_expect(i % 10 == 0, 0)) hits++;
    printf("hits=%d clrsb(-1)=%d clrsb(1)=%d\n", hits, __builtin_clrsb(-1), __builtin_clrsb(1));
    return 0;
}
