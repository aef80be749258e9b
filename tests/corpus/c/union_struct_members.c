// features: union, struct, nested_struct, unsigned_types, memset, string_h
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef union {
    uint32_t word;
    uint8_t bytes[4];
    struct { uint16_t lo, hi; } halves;
    struct { uint8_t r, g, b, a; } ch;
} Reg;

typedef struct { int w; Reg px[2]; } Strip;

int main(void) {
    Reg r;
    r.word = 0xdeadbeef;
    printf("%08x lo=%04x hi=%04x r=%02x a=%02x\n", r.word, r.halves.lo, r.halves.hi, r.ch.r, r.ch.a);
    r.bytes[0] = 0x11;
    printf("%08x g=%02x\n", r.word, r.ch.g);
    r.halves.hi = 0x2233;
    printf("%08x bytes %02x %02x %02x %02x\n", r.word, r.bytes[0], r.bytes[1], r.bytes[2], r.bytes[3]);
    r.ch.b += 0x10;
    r.ch.a = 0x01;
    printf("%08x\n", r.word);
    Reg init = { .ch = { 1, 2, 3, 4 } };
    printf("%08x %u\n", init.word, init.halves.hi);
    Strip s;
    memset(&s, 0, sizeof s);
    Reg *p = &s.px[1];
    p->ch.r = 0xff;
    p->ch.g = 0x80;
    printf("%08x %08x\n", s.px[0].word, s.px[1].word);
    char name[8];
    const char *src = "pixel-strip";
    memcpy(name, src + 6, 5);
    name[5] = '\0';
    memcpy(name + 1, "ab", 3);
    printf("%s %zu\n", name, sizeof(Reg));
    return 0;
}
