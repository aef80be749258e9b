// features: inttypes_h, integer_types, unsigned_types, float_types, printf_flags
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
#include <limits.h>
#include <float.h>
#include <stddef.h>

int main(void) {
    printf("char: %d %d %d %d %u\n", CHAR_MIN, CHAR_MAX, SCHAR_MIN, SCHAR_MAX, UCHAR_MAX);
    printf("short: %d %d %u\n", SHRT_MIN, SHRT_MAX, USHRT_MAX);
    printf("int: %d %u long: %ld %lu\n", INT_MAX, UINT_MAX, LONG_MAX, ULONG_MAX);
    printf("llong: %lld %lld mb=%d\n", LLONG_MIN, LLONG_MAX, MB_LEN_MAX);
    printf("exact: %d %d %" PRId32 " %" PRId64 "\n", INT8_MAX, INT16_MAX, INT32_MAX, INT64_MIN);
    printf("max: %" PRIdMAX " %" PRIuMAX " ptr: %" PRIdPTR " size: %zu ptrdiff: %td\n", INTMAX_MAX, UINTMAX_MAX, INTPTR_MAX, SIZE_MAX, PTRDIFF_MAX);
    int64_t big = INT64_C(1) << 40;
    uint64_t ubig = UINT64_C(0xFFFFFFFFFF);
    uint32_t u32 = UINT32_C(4000000000);
    intmax_t im = INTMAX_C(-5);
    printf("consts: %" PRId64 " %" PRIu64 " %" PRIu32 " %" PRIdMAX "\n", big, ubig, u32, im);
    int8_t small = -5;
    printf("PRId8=%" PRId8 " PRIi64=%" PRIi64 "\n", small, big);
    int32_t a;
    int64_t b;
    uint64_t c, d;
    int n = sscanf("-12 9000000000 18446744073709551615 ff", "%" SCNd32 " %" SCNd64 " %" SCNu64 " %" SCNx64, &a, &b, &c, &d);
    printf("scn %d: %" PRId32 " %" PRId64 " %" PRIu64 " %" PRIu64 "\n", n, a, b, c, d);
    printf("float: %g %g %g dig=%d mant=%d\n", FLT_MAX, FLT_MIN, DBL_MIN, FLT_DIG, DBL_MANT_DIG);
    ptrdiff_t diff = &"hello"[4] - &"hello"[1];
    printf("diff=%td\n", diff);
    return 0;
}
