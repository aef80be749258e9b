// features: inttypes_h, sizeof, unsigned_types, integer_types, type_cast
/* Prints a table of the <stdint.h> integer types: their sizes and limits,
 * and checks unsigned maximum arithmetic on uintmax_t and the fast types. */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>
#include <stddef.h>
#include <time.h>

int main(void) {
    printf("%-16s %s\n", "type", "bytes");
    printf("%-16s %zu\n", "intmax_t", sizeof(intmax_t));
    printf("%-16s %zu\n", "uintmax_t", sizeof(uintmax_t));
    printf("%-16s %zu\n", "int_least8_t", sizeof(int_least8_t));
    printf("%-16s %zu\n", "uint_least16_t", sizeof(uint_least16_t));
    printf("%-16s %zu\n", "int_least32_t", sizeof(int_least32_t));
    printf("%-16s %zu\n", "uint_least64_t", sizeof(uint_least64_t));
    printf("%-16s %zu\n", "int_fast8_t", sizeof(int_fast8_t));
    printf("%-16s %zu\n", "int_fast16_t", sizeof(int_fast16_t));
    printf("%-16s %zu\n", "uint_fast32_t", sizeof(uint_fast32_t));
    printf("%-16s %zu\n", "time_t", sizeof(time_t));
    printf("%-16s %zu\n", "clock_t", sizeof(clock_t));

    uintmax_t top = UINTMAX_MAX;
    printf("UINTMAX_MAX     = %ju\n", top);
    printf("  / 7           = %ju rem %ju\n", top / 7, top % 7);
    printf("  >> 60         = %ju\n", top >> 60);
    intmax_t low = INTMAX_MIN;
    printf("INTMAX_MIN      = %jd\n", low);
    printf("  / 1000        = %" PRIdMAX "\n", low / 1000);

    uint_fast16_t f16 = 65535;
    f16 += 1;  /* 64-bit on glibc: no wrap at 16 bits */
    printf("uint_fast16_t 65535+1 = %" PRIuFAST16 "\n", f16);
    uint_least8_t l8 = 255;
    l8 += 1;
    printf("uint_least8_t 255+1   = %" PRIuLEAST8 "\n", l8);
    int_fast8_t s8 = 127;
    s8 = (int_fast8_t)(s8 + 1);
    printf("int_fast8_t 127+1     = %" PRIdFAST8 "\n", s8);

    uintmax_t acc = 1;
    for (int i = 1; i <= 20; i++) acc *= (uintmax_t)i;
    printf("20!                   = %ju\n", acc);
    time_t secs = 1700000000;
    printf("days since epoch      = %ld\n", (long)(secs / 86400));
    return 0;
}
