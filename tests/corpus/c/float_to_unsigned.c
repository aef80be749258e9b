// features: type_cast, unsigned_types, float_types
// Converting measured doubles to unsigned counters and fixed-width fields:
// every value in the target's range converts exactly (above INT_MAX too).
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
#include <math.h>

typedef struct { const char *name; double bytes; } Transfer;

int main(void) {
    Transfer xs[] = {{"small", 1536.75}, {"edge", 2147483648.0}, {"large", 3.9e9}, {"max32", 4294967295.0},
                     {"huge", 1.2e19}, {"mid", 9.3e18}};
    for (size_t i = 0; i < sizeof xs / sizeof xs[0]; i++) {
        double b = xs[i].bytes;
        printf("%-6s %22.1f", xs[i].name, b);
        if (b <= 4294967295.0) {
            unsigned u = (unsigned)b;
            uint32_t w = b;
            printf(" u32=%10u w=%10" PRIu32, u, w);
        } else {
            printf(" %28s", "(exceeds 32 bits)");
        }
        unsigned long long ull = (unsigned long long)b;
        uint64_t u64 = b;
        printf(" u64=%20llu %s\n", ull, u64 == ull ? "ok" : "MISMATCH");
    }
    float f = 4.0e9f;
    unsigned from_float = (unsigned)f;
    uint16_t port = (uint16_t)65535.9;
    unsigned char level = (unsigned char)200.5;
    unsigned long kb = (unsigned long)(3.5e9 / 1.0);
    printf("float->u32 %u, u16 %u, u8 %u, ul %lu\n", from_float, port, level, kb);
    double total = 0;
    for (int i = 0; i < 5; i++) total += 1.1e9;
    uint32_t avg = (uint32_t)(total / 5);
    uint64_t sum = (uint64_t)total;
    printf("avg %" PRIu32 " sum %" PRIu64 " rounded %" PRIu64 "\n", avg, sum, (uint64_t)llround(total / 3));
    return 0;
}
