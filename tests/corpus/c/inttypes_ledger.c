// features: printf_flags, inttypes_h, integer_types, unsigned_types, struct, designated_initializer
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
#include <limits.h>
#include <float.h>
#include <stdlib.h>

typedef struct { const char *name; int64_t cents; } Account;

int main(void) {
    Account accts[] = { { .name = "alice", .cents = 123456 }, { "bob", -7005 }, [3] = { "dan", INT64_MAX } };
    for (int i = 0; i < 4; i++) {
        int64_t c = accts[i].cents;
        printf("%-6s %" PRId64 " = %s%" PRId64 ".%02" PRId64 "\n", accts[i].name ? accts[i].name : "-", c,
               c < 0 ? "-" : "", llabs(c) / 100, llabs(c) % 100);
    }
    uint64_t u = UINT64_MAX;
    uint32_t w = UINT32_MAX;
    uint16_t h = UINT16_MAX;
    uint8_t b = UINT8_MAX;
    int8_t sb = INT8_MIN;
    int16_t sh = INT16_MIN;
    printf("%" PRIu64 " %" PRIx64 " %" PRIX64 " %" PRIo64 "\n", u, u, u, u);
    printf("%" PRIu32 " %" PRIx32 " %" PRIu16 " %" PRIu8 " %" PRIi8 " %" PRId16 "\n", w, w, h, b, sb, sh);
    intmax_t m = INTMAX_MIN;
    uintptr_t up = UINTPTR_MAX;
    int_fast16_t f16 = INT_FAST16_MAX;
    int_least8_t l8 = INT_LEAST8_MIN;
    printf("%" PRIdMAX " %" PRIuPTR " %" PRIdFAST16 " %" PRIdLEAST8 "\n", m, up, f16, l8);
    printf("%d %d %ld %llu %d\n", SHRT_MIN, INT_MIN, LONG_MIN, ULLONG_MAX, CHAR_BIT);
    printf("%.17g %.9g %g %d %d\n", DBL_EPSILON, FLT_EPSILON, DBL_MAX, DBL_DIG, FLT_MANT_DIG);
    printf("%" PRId32 "|%5" PRId32 "|%-5" PRIu32 "|\n", INT32_MIN, 42, 7u);
    return 0;
}
