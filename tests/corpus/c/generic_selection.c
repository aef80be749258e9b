// features: generic_expression, static_assert, alignof, offsetof, bool_type, macro_function, inttypes_h, sizeof
#include <stdio.h>
#include <stdbool.h>
#include <stdalign.h>
#include <stddef.h>
#include <stdint.h>
#include <limits.h>
#include <float.h>

#define TYPE_NAME(x) _Generic((x), \
    _Bool: "bool", char: "char", signed char: "signed char", unsigned char: "unsigned char", \
    short: "short", unsigned short: "unsigned short", int: "int", unsigned: "unsigned", \
    long: "long", unsigned long: "unsigned long", long long: "long long", \
    float: "float", double: "double", long double: "long double", \
    char *: "char *", const char *: "const char *", default: "other")

#define ABS(x) _Generic((x), int: abs_i, double: abs_d, default: abs_l)(x)
static int abs_i(int v) { return v < 0 ? -v : v; }
static double abs_d(double v) { return v < 0 ? -v : v; }
static long abs_l(long v) { return v < 0 ? -v : v; }

struct Packet {
    uint8_t tag;
    uint32_t length;
    uint16_t flags;
    double payload[2];
};

_Static_assert(sizeof(int) == 4, "int must be 32 bits");
_Static_assert(CHAR_BIT == 8, "bytes are octets");

int main(void) {
    char c = 'a';
    short s = 3;
    unsigned u = 7u;
    long l = -9L;
    float f = 1.5f;
    bool ok = true;
    printf("%s %s %s %s %s %s\n", TYPE_NAME(c), TYPE_NAME(s), TYPE_NAME(u), TYPE_NAME(l), TYPE_NAME(f), TYPE_NAME(ok));
    printf("%s %s %s\n", TYPE_NAME(c + 1), TYPE_NAME(s * 2), TYPE_NAME(u + l));
    printf("%s %s\n", TYPE_NAME("lit"), TYPE_NAME(3.0L));
    printf("abs: %d %.2f %ld\n", ABS(-4), ABS(-2.5), ABS(-7L));

    printf("alignof(char)=%zu alignof(double)=%zu alignof(struct Packet)=%zu\n",
           alignof(char), alignof(double), alignof(struct Packet));
    printf("sizeof(struct Packet)=%zu offsets: tag=%zu length=%zu flags=%zu payload=%zu\n",
           sizeof(struct Packet), offsetof(struct Packet, tag), offsetof(struct Packet, length),
           offsetof(struct Packet, flags), offsetof(struct Packet, payload));
    printf("SCHAR_MIN=%d SCHAR_MAX=%d UCHAR_MAX=%d\n", SCHAR_MIN, SCHAR_MAX, UCHAR_MAX);
    printf("SHRT_MAX=%d USHRT_MAX=%d INT_MAX=%d UINT_MAX=%u\n", SHRT_MAX, USHRT_MAX, INT_MAX, UINT_MAX);
    printf("LLONG_MIN=%lld ULLONG_MAX=%llu\n", LLONG_MIN, ULLONG_MAX);
    printf("FLT_DIG=%d DBL_DIG=%d FLT_EPSILON=%g DBL_EPSILON=%g\n", FLT_DIG, DBL_DIG, FLT_EPSILON, DBL_EPSILON);
    printf("DBL_MAX=%g DBL_MIN=%g FLT_MAX=%g\n", DBL_MAX, DBL_MIN, FLT_MAX);
    printf("DBL_MANT_DIG=%d FLT_RADIX=%d\n", DBL_MANT_DIG, FLT_RADIX);
    printf("INT8_MIN=%d INT16_MAX=%d UINT32_MAX=%u INT64_MAX=%ld SIZE_MAX=%zu\n",
           INT8_MIN, INT16_MAX, UINT32_MAX, (long)INT64_MAX, SIZE_MAX);
    bool flags[4] = { 0, 1, 2, -1 };
    for (int i = 0; i < 4; i++) printf("flags[%d]=%d ", i, flags[i]);
    printf("\ntrue+true=%d sizeof(bool)=%zu\n", true + true, sizeof(bool));
    return 0;
}
