// features: union, type_punning, nested_struct, enum, pointer_to_struct
#include <stdio.h>
#include <stdint.h>

typedef union {
    uint32_t word;
    uint8_t bytes[4];
    uint16_t halves[2];
} Word;

typedef struct {
    enum { SHAPE_CIRCLE, SHAPE_RECT } kind;
    union {
        struct { double r; } circle;
        struct { double w, h; } rect;
    } u;
} Shape;

double area(const Shape *s) {
    if (s->kind == SHAPE_CIRCLE) return 3.14159 * s->u.circle.r * s->u.circle.r;
    return s->u.rect.w * s->u.rect.h;
}

int main(void) {
    Word w;
    w.word = 0x11223344u;
    printf("little endian: %s\n", w.bytes[0] == 0x44 ? "yes" : "no");
    for (int i = 0; i < 4; i++) printf("byte[%d]=%02x\n", i, w.bytes[i]);
    printf("halves: %04x %04x\n", w.halves[0], w.halves[1]);
    union { int i; unsigned u; } conv;
    conv.i = -1;
    printf("as unsigned: %u\n", conv.u);
    union { double d; uint64_t bits; } db = { .d = 1.0 };
    printf("1.0 bits: %016llx\n", (unsigned long long)db.bits);
    Shape shapes[2];
    shapes[0].kind = SHAPE_CIRCLE;
    shapes[0].u.circle.r = 2.0;
    shapes[1].kind = SHAPE_RECT;
    shapes[1].u.rect.w = 3.0;
    shapes[1].u.rect.h = 4.5;
    for (int i = 0; i < 2; i++) printf("area %d = %.3f\n", i, area(&shapes[i]));
    return 0;
}
