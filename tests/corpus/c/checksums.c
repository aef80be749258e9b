// features: unsigned_types, integer_overflow_wrap, bitwise_operators, shift_operators, inttypes_h
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static uint32_t crc_table[256];

static void crc_init(void) {
    for (uint32_t i = 0; i < 256; i++) {
        uint32_t c = i;
        for (int k = 0; k < 8; k++)
            c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        crc_table[i] = c;
    }
}

static uint32_t crc32(const unsigned char *buf, size_t len) {
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < len; i++)
        c = crc_table[(c ^ buf[i]) & 0xFF] ^ (c >> 8);
    return c ^ 0xFFFFFFFFu;
}

static uint32_t fnv1a(const char *s) {
    uint32_t h = 2166136261u;
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= 16777619u;
    }
    return h;
}

static unsigned long djb2(const char *s) {
    unsigned long h = 5381;
    int c;
    while ((c = *s++)) h = ((h << 5) + h) + c;
    return h;
}

static uint64_t murmur_mix(uint64_t k) {
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdULL;
    k ^= k >> 33;
    k *= 0xc4ceb9fe1a85ec53ULL;
    k ^= k >> 33;
    return k;
}

int main(void) {
    crc_init();
    const char *words[] = {"", "a", "hello", "The quick brown fox jumps over the lazy dog"};
    for (int i = 0; i < 4; i++) {
        const char *w = words[i];
        printf("%-45s crc=%08x fnv=%08X djb2=%lu\n", w, crc32((const unsigned char *)w, strlen(w)),
               fnv1a(w), djb2(w));
    }
    for (uint64_t k = 1; k <= 3; k++) printf("mix(%llu) = %#018llx\n", (unsigned long long)k, (unsigned long long)murmur_mix(k));
    unsigned char u = 250;
    u += 10;
    signed char sc = 127;
    sc++;
    unsigned short us = 0;
    us--;
    int16_t s16 = 32767;
    s16 += 2;
    printf("u=%u sc=%d us=%u s16=%d\n", u, sc, us, s16);
    uint32_t x = 0x80000000u;
    printf("rotl: %08x %08x\n", (x << 1) | (x >> 31), (0x12345678u << 8) | (0x12345678u >> 24));
    int neg = -17;
    printf("neg>>2=%d neg/4=%d neg%%4=%d (unsigned)neg=%u\n", neg >> 2, neg / 4, neg % 4, (unsigned)neg);
    return 0;
}
