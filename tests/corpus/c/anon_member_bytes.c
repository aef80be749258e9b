// features: union, struct, type_punning, memset, string_h, designated_initializer, unsigned_types
/* A wire format whose records use C11 anonymous unions and structs: the
 * records are serialised with memcpy into a byte buffer, patched there, and
 * read back. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef struct {
    uint16_t tag;
    union { uint32_t u; float f; uint8_t b[4]; };
    uint16_t flags;
    union { int16_t s; uint8_t sb[2]; };
} Msg;

typedef struct {
    int kind;
    struct { int x, y; };
    double weight;
} Point;

static void hex(const char *label, const unsigned char *p, size_t n) {
    printf("%-6s", label);
    for (size_t i = 0; i < n; i++) printf("%02x%s", p[i], i + 1 < n && (i + 1) % 4 == 0 ? " " : "");
    putchar('\n');
}

int main(void) {
    Msg m = { .tag = 0x0102, .f = 2.0f, .flags = 0xBEEF, .s = -2 };
    unsigned char wire[2 * sizeof(Msg)];
    memset(wire, 0, sizeof wire);
    memcpy(wire, &m, sizeof m);
    hex("msg", wire, sizeof m);
    printf("sizeof(Msg) = %zu\n", sizeof m);

    wire[0] = 9;       /* tag low byte */
    wire[4] = 0x01;    /* low byte of the float */
    wire[10] = 0x05;   /* low byte of s */
    Msg back;
    memcpy(&back, wire, sizeof back);
    printf("tag %u u %08x f %.9g flags %x s %d sb0 %u\n", back.tag, back.u, back.f, back.flags, back.s, back.sb[0]);

    const unsigned char *view = (const unsigned char *)&m;
    printf("view bytes: %02x %02x %02x\n", view[0], view[7], view[10]);

    Point p = { 3, { 10, -20 }, 1.5 }, q;
    memcpy(&q, &p, sizeof p);
    printf("point kind %d (%d, %d) w %g, sizeof %zu, memcmp %d\n", q.kind, q.x, q.y, q.weight, sizeof(Point),
           memcmp(&p, &q, sizeof p));
    unsigned char pb[sizeof(Point)];
    memcpy(pb, &p, sizeof p);
    hex("point", pb, 12);
    pb[4] = 0x7f;
    memcpy(&q, pb, sizeof q);
    printf("patched x %d, memcmp now %s\n", q.x, memcmp(&p, &q, sizeof p) < 0 ? "<" : ">=");

    Msg batch[2] = { m, back }, copy[2];
    memcpy(copy, batch, sizeof batch);
    for (int i = 0; i < 2; i++)
        printf("copy[%d]: tag %u s %d b %u %u %u %u\n", i, copy[i].tag, copy[i].s, copy[i].b[0], copy[i].b[1], copy[i].b[2], copy[i].b[3]);
    return 0;
}
