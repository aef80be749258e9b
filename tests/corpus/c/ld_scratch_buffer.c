// features: type_punning, float_types, malloc_free, pointer_arithmetic, printf_flags
/* A scratch arena of raw bytes handing out long double slots: Kahan-free
 * high-precision sums kept in the buffer, and the x87 bytes inspected. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdalign.h>

typedef struct {
    unsigned char *base;
    size_t used, cap;
} Arena;

static void *arena_take(Arena *a, size_t n) {
    size_t at = (a->used + 15) & ~(size_t)15;
    if (at + n > a->cap) return NULL;
    a->used = at + n;
    return a->base + at;
}

static void dump(const char *label, const unsigned char *p, size_t n) {
    printf("%-8s", label);
    for (size_t i = n; i-- > 0;) printf("%02x", p[i]);
    putchar('\n');
}

int main(void) {
    alignas(long double) unsigned char stack_buf[64];
    memset(stack_buf, 0, sizeof stack_buf);
    long double *ld = (long double *)stack_buf;
    ld[0] = 1.5L;
    ld[1] = -2.25L;
    ld[2] = 1e300L * 10;
    printf("%Lf %Lg %Le\n", ld[0] + ld[1], ld[1], ld[2]);
    dump("1.5", stack_buf, 10);
    dump("-2.25", stack_buf + 16, 10);
    long double third = 3.0L / 7.0L;
    memcpy(stack_buf + 16, &third, sizeof third);
    printf("3/7 = %.18Lf\n", ld[1]);

    Arena a = { malloc(256), 0, 256 };
    long double *harmonic = (long double *)arena_take(&a, 6 * sizeof(long double));
    for (int i = 0; i < 6; i++) harmonic[i] = 1.0L / (i + 1);
    long double sum = 0;
    for (long double *p = harmonic; p < harmonic + 6; p++) sum += *p;
    printf("H(6) = %.15Lf using %zu bytes\n", sum, a.used);
    long double *acc = (long double *)arena_take(&a, sizeof(long double));
    *acc = 0;
    for (int k = 1; k <= 20; k++) *acc += 1.0L / ((long double)k * k);
    printf("sum 1/k^2 (20 terms) = %.16Lg\n", *acc);
    *acc *= 2;
    printf("doubled %.12Lg, used %zu of %zu\n", *acc, a.used, a.cap);
    dump("acc", (unsigned char *)acc, 10);
    printf("too big: %s\n", arena_take(&a, 1000) ? "granted" : "refused");
    free(a.base);
    return 0;
}
