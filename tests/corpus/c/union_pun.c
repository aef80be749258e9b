// features: union, type_punning, switch_statement, struct, printf_flags, sizeof, typedef
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef union {
    float f;
    uint32_t u;
} FloatBits;

union Value {
    int i;
    double d;
    char c;
};

struct Tagged {
    int kind;
    union Value v;
};

static void show(struct Tagged t) {
    switch (t.kind) {
    case 0: printf("int %d\n", t.v.i); break;
    case 1: printf("double %.3f\n", t.v.d); break;
    default: printf("char %c\n", t.v.c); break;
    }
}

int main(void) {
    FloatBits fb;
    fb.f = 1.0f;
    printf("bits of 1.0f: 0x%08X\n", fb.u);
    fb.f = -2.5f;
    printf("bits of -2.5f: 0x%08X\n", fb.u);
    fb.u = 0x40490FDBu;
    printf("float from bits: %.5f\n", fb.f);
    unsigned sign = fb.u >> 31;
    unsigned exponent = (fb.u >> 23) & 0xFF;
    unsigned mantissa = fb.u & 0x7FFFFF;
    printf("sign=%u exp=%u mant=0x%06X\n", sign, exponent, mantissa);
    struct Tagged items[3];
    items[0].kind = 0; items[0].v.i = 42;
    items[1].kind = 1; items[1].v.d = 3.14159;
    items[2].kind = 2; items[2].v.c = 'Z';
    for (int i = 0; i < 3; i++) show(items[i]);
    printf("sizeof(union Value) = %zu\n", sizeof(union Value));
    printf("sizeof(FloatBits) = %zu\n", sizeof(FloatBits));
    return 0;
}
