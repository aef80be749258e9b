// features: unsigned_types, integer_overflow_wrap, usual_arithmetic_conversions, type_cast, inttypes_h, printf
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
#include <math.h>

/* FNV-1a 64-bit hashes bucketed by modulo, with the hash as a fraction of 2^64. */
static uint64_t fnv1a(const char *s) {
    uint64_t h = 14695981039346656037ULL;
    while (*s) {
        h ^= (unsigned char)*s++;
        h *= 1099511628211ULL;
    }
    return h;
}

int main(void) {
    const char *keys[] = {"apple", "banana", "cherry", "date", "elderberry", "fig", "grape", "honeydew", "kiwi", "lemon"};
    int counts[7] = {0};
    for (int i = 0; i < 10; i++) {
        uint64_t h = fnv1a(keys[i]);
        unsigned bucket = (unsigned)(h % 7);
        counts[bucket]++;
        double frac = (double)h / 18446744073709551616.0;
        printf("%-10s %016" PRIx64 " %20" PRIu64 " bucket %u frac %.6f top %s\n", keys[i], h, h, bucket, frac,
               h > UINT64_MAX / 2 ? "hi" : "lo");
    }
    for (int b = 0; b < 7; b++) printf("bucket %d: %d\n", b, counts[b]);
    uint64_t m = UINT64_MAX;
    printf("max/10=%" PRIu64 " max%%10=%" PRIu64 " max>>33=%" PRIu64 " as double %.0f sqrt %.3f\n", m / 10, m % 10, m >> 33,
           (double)m, sqrt((double)m));
    uint64_t mid = 1ULL << 63;
    double scaled = mid * 0.5;
    printf("mid >= max/2: %d, mid*0.5 = %.1f, mid/3 = %" PRIu64 "\n", mid >= m / 2, scaled, mid / 3);
    return 0;
}
