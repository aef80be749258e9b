// features: union, type_punning, inttypes_h, designated_initializer, bitwise_operators, printf_flags
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

/* Inspects IEEE-754 singles through a struct with a C11 anonymous union:
   the float, its bits and its bytes are one storage. */
typedef struct {
    const char *label;
    union {
        float f;
        uint32_t bits;
        uint8_t bytes[4];
    };
} Sample;

static void describe(const Sample *s) {
    unsigned sign = s->bits >> 31, exp = (s->bits >> 23) & 0xFF;
    uint32_t mant = s->bits & 0x7FFFFF;
    printf("%-10s %-14g bits=0x%08" PRIX32 " sign=%u exp=%3u (%+4d) mant=0x%06" PRIX32 " bytes=%02x %02x %02x %02x\n",
           s->label, s->f, s->bits, sign, exp, (int)exp - 127, mant, s->bytes[0], s->bytes[1], s->bytes[2], s->bytes[3]);
}

int main(void) {
    Sample samples[] = {
        { .label = "one", .f = 1.0f },
        { .label = "minus 2.5", .f = -2.5f },
        { .label = "tenth", .f = 0.1f },
        { .label = "max", .bits = 0x7F7FFFFFu },
        { .label = "smallest", .bits = 0x00000001u },
        { .label = "inf", .bits = 0x7F800000u },
    };
    for (size_t i = 0; i < sizeof samples / sizeof samples[0]; i++) describe(&samples[i]);

    Sample s = { "pi", { 3.14159265f } };
    describe(&s);
    s.bytes[3] ^= 0x80;           /* flip the sign bit through the bytes */
    s.label = "minus pi";
    describe(&s);
    s.bits += 1;                  /* next representable float */
    s.label = "next";
    describe(&s);
    s.f *= 2;
    s.label = "doubled";
    describe(&s);
    printf("sizeof(Sample)=%zu\n", sizeof(Sample));
    return 0;
}
