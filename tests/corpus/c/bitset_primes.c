// features: unsigned_types, bool_type, struct_value_semantics, shift_operators, inttypes_h
#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

typedef struct { uint64_t words[4]; } BitSet;

static void bs_set(BitSet *b, unsigned i) { b->words[i / 64] |= 1ULL << (i % 64); }
static bool bs_test(const BitSet *b, unsigned i) { return (b->words[i / 64] >> (i % 64)) & 1; }
static int popcount64(uint64_t x) { int c = 0; while (x) { x &= x - 1; c++; } return c; }
static int bs_count(const BitSet *b) { int c = 0; for (int i = 0; i < 4; i++) c += popcount64(b->words[i]); return c; }

static BitSet bs_and(BitSet a, BitSet b) {
    BitSet r;
    for (int i = 0; i < 4; i++) r.words[i] = a.words[i] & b.words[i];
    return r;
}

int main(void) {
    BitSet primes = {{0}}, odds = {{0}};
    bool composite[256] = {false};
    for (unsigned i = 2; i < 256; i++) {
        if (!composite[i]) {
            bs_set(&primes, i);
            for (unsigned j = i * i; j < 256; j += i) composite[j] = true;
        }
        if (i % 2) bs_set(&odds, i);
    }
    printf("primes below 256: %d\n", bs_count(&primes));
    BitSet odd_primes = bs_and(primes, odds);
    printf("odd primes: %d\n", bs_count(&odd_primes));
    for (int i = 0; i < 4; i++) printf("word %d: %#018llx %llu\n", i, (unsigned long long)primes.words[i], (unsigned long long)primes.words[i]);
    printf("first primes:");
    for (unsigned i = 0, shown = 0; i < 256 && shown < 10; i++)
        if (bs_test(&primes, i)) { printf(" %u", i); shown++; }
    printf("\n");
    long long big = 9223372036854775807LL;
    unsigned long long ubig = (unsigned long long)big + 1;
    printf("%lld %llu %llx\n", big, ubig, ubig);
    int64_t m = INT64_MIN;
    printf("%lld %lld\n", (long long)m, (long long)(m + 1));
    uint8_t b = 0xA5;
    uint8_t rev = 0;
    for (int i = 0; i < 8; i++) if (b & (1 << i)) rev |= (uint8_t)(1 << (7 - i));
    printf("reverse bits of 0x%02X = 0x%02X\n", b, rev);
    unsigned int gray[8];
    for (unsigned i = 0; i < 8; i++) gray[i] = i ^ (i >> 1);
    for (int i = 0; i < 8; i++) {
        char bits[4];
        for (int k = 0; k < 3; k++) bits[k] = (gray[i] >> (2 - k)) & 1 ? '1' : '0';
        bits[3] = '\0';
        printf("%s%c", bits, i == 7 ? '\n' : ' ');
    }
    return 0;
}
