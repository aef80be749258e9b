// features: float_types, union, type_punning, memset, string_h, struct, printf_flags
/* Inspecting x86-64's 80-bit long double: its bytes through a union, memcpy
   and an unsigned char pointer; fields decoded; values built from bytes. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

typedef union {
    long double value;
    unsigned char bytes[16];
    struct {
        uint64_t significand;
        uint16_t sign_exponent;
    } parts;
} Extended;

typedef struct {
    char tag;
    long double amount;
    int count;
} Sample;

static void show(const char *label, long double x) {
    Extended e;
    memset(&e, 0, sizeof e);
    e.value = x;
    int sign = e.parts.sign_exponent >> 15;
    int exponent = e.parts.sign_exponent & 0x7FFF;
    printf("%-10s %-14Lg sign=%d exp=%5d (2^%-6d) sig=%016llx bytes=", label, x, sign, exponent,
           exponent ? exponent - 16383 : -16382, (unsigned long long)e.parts.significand);
    for (int i = 9; i >= 0; i--) printf("%02x", e.bytes[i]);
    printf("\n");
}

static long double from_parts(int sign, int exponent, uint64_t significand) {
    Extended e;
    memset(&e, 0, sizeof e);
    e.parts.significand = significand;
    e.parts.sign_exponent = (uint16_t)((sign << 15) | exponent);
    return e.value;
}

int main(void) {
    show("one", 1.0L);
    show("-3.25", -3.25L);
    show("tenth", 0.1L);
    show("third", 1.0L / 3.0L);
    show("zero", 0.0L);
    show("-zero", -0.0L);
    show("big", 1e4000L);
    show("tiny", 1e-4940L);
    show("inf", 1.0L / 0.0L);

    printf("built: %Lg %Lg %Lg %.20Lg\n", from_parts(0, 16383, 0x8000000000000000ULL), from_parts(1, 16384, 0xC000000000000000ULL),
           from_parts(0, 0x7FFF, 0x8000000000000000ULL), from_parts(0, 16382, 0xFFFFFFFFFFFFFFFFULL));

    /* memcpy both ways */
    long double pi = 3.14159265358979323846264338327950288L;
    unsigned char raw[16];
    memset(raw, 0xEE, sizeof raw);
    memcpy(raw, &pi, 10);
    printf("pi bytes:");
    for (int i = 0; i < 16; i++) printf(" %02x", raw[i]);
    printf("\n");
    raw[0] ^= 1; /* flip the last significand bit */
    long double near_pi;
    memcpy(&near_pi, raw, sizeof near_pi);
    printf("pi %.21Lf\nflip %.21Lf\nequal? %s, diff %Lg\n", pi, near_pi, pi == near_pi ? "yes" : "no", near_pi - pi);

    uint64_t bits;
    memcpy(&bits, &pi, sizeof bits);
    printf("low 8 bytes of pi: %016llx\n", (unsigned long long)bits);

    /* a char view */
    long double half = 0.5L;
    const unsigned char *p = (const unsigned char *)&half;
    printf("0.5 via char*: exp bytes %02x %02x, top sig byte %02x\n", p[9], p[8], p[7]);

    /* inside a struct */
    Sample s;
    memset(&s, 0, sizeof s);
    s.tag = 'L';
    s.amount = -2.5L;
    s.count = 7;
    unsigned char buf[sizeof(Sample)];
    memcpy(buf, &s, sizeof s);
    printf("sizeof(Sample)=%zu amount at 16:", sizeof(Sample));
    for (int i = 16; i < 26; i++) printf(" %02x", buf[i]);
    printf("\n");
    buf[25] = 0x40; /* make it positive */
    Sample t;
    memcpy(&t, buf, sizeof t);
    printf("copy: %c %Lg %d\n", t.tag, t.amount, t.count);
    return 0;
}
