// features: address_of_scalar_field, pointer_arithmetic, struct, typedef, unsigned_types, printf_flags
/* Quarterly sales kept as named struct fields, walked as arrays through a
 * pointer to the first field (&s.q1 + k), as C code often does. */
#include <stdio.h>
#include <stdint.h>

typedef struct { double q1, q2, q3, q4; } Quarters;
typedef struct { uint8_t r, g, b, a; } Rgba;
typedef struct { int count; int vals[4]; } Packet;
typedef struct { const char *first, *second, *third; } Names;
typedef struct { short lo; short hi; long total; } Mixed;
typedef struct { uint8_t tag; union { uint32_t word; struct { uint16_t lo, hi; }; }; } Reg;

static double sum(const double *p, int n) {
    double s = 0;
    while (n--) s += *p++;
    return s;
}

static void scale(double *p, int n, double k) {
    for (int i = 0; i < n; i++) p[i] *= k;
}

static const double *best(const double *first, const double *last) {
    const double *b = first;
    for (const double *p = first + 1; p <= last; p++)
        if (*p > *b) b = p;
    return b;
}

int main(void) {
    Quarters sales = { 1200.5, 980.0, 1430.25, 1105.75 };
    printf("year total %.2f\n", sum(&sales.q1, 4));
    scale(&sales.q1, 4, 1.1);
    for (double *p = &sales.q1; p <= &sales.q4; p++)
        printf("Q%td %9.3f\n", p - &sales.q1 + 1, *p);
    const double *top = best(&sales.q1, &sales.q4);
    printf("best quarter Q%td (%.1f), span %td\n", top - &sales.q1 + 1, *top, &sales.q4 - &sales.q1);
    double *end = &sales.q1 + 4;
    int n = 0;
    for (double *p = &sales.q1; p != end; ++p) n++;
    printf("fields %d, end - start %td\n", n, end - &sales.q1);

    Rgba px[2] = { { 10, 20, 30, 255 }, { 200, 100, 50, 128 } };
    for (int i = 0; i < 2; i++) {
        uint8_t *c = &px[i].r;
        unsigned total = 0;
        for (int k = 0; k < 4; k++) {
            total += c[k];
            c[k] = (uint8_t)(255 - c[k]);
        }
        printf("pixel %d sum %3u inverted %3u %3u %3u %3u\n", i, total, px[i].r, px[i].g, px[i].b, px[i].a);
    }

    Packet pk = { 4, { 7, 8, 9, 10 } };
    int *q = &pk.count;
    printf("after count: %d %d\n", q[1], *(q + 4));
    q[2] = 80;
    int *w = &pk.count + 1;
    *w = -1;
    printf("vals %d %d %d %d, w is &vals[0]: %d\n", pk.vals[0], pk.vals[1], pk.vals[2], pk.vals[3], w == &pk.vals[0]);

    Names nm = { "ada", "bob", "cy" };
    const char **s = &nm.first;
    for (int i = 0; i < 3; i++) printf("%s%c", s[i], i < 2 ? ',' : '\n');

    Mixed m = { 3, 4, 100 };
    short *sp = &m.lo;
    sp[1] += 10;
    *sp++ = 30;
    printf("lo %d hi %d total %ld, cursor at %d\n", m.lo, m.hi, m.total, *sp);

    Reg r = { 1, .word = 0x11112222 };
    uint16_t *half = &r.lo;
    *half = 0xBEEF;
    half[1] = 0xCAFE;
    printf("word %08x, halves apart %td, lo + 1 is hi: %d\n", r.word, &r.hi - &r.lo, &r.lo + 1 == &r.hi);
    return 0;
}
