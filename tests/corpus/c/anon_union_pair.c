// features: union, struct, designated_initializer, pointer_to_struct, unsigned_types, printf_flags
/* Device registers and expression nodes described with C11 anonymous
 * unions and structs: a struct holding two anonymous unions keeps each
 * one's members sharing its own bytes. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef struct {
    uint8_t tag;
    union { uint32_t word; struct { uint16_t lo, hi; }; uint8_t bytes[4]; };
    union { float f; int32_t bits; };
} Reg;

typedef struct Node {
    int kind;
    union {
        struct { struct Node *left, *right; };
        struct { double value; int prec; };
    };
} Node;

struct Color { union { struct { uint8_t r, g, b, a; }; uint32_t rgba; uint8_t ch[4]; }; };

typedef struct {
    uint16_t id;
    union { uint32_t u; float f; uint8_t b[4]; };
    uint16_t flags;
    union { int16_t s; uint8_t sb[2]; };
} Msg;

static double eval(const Node *n) {
    if (n->kind == 0) return n->value;
    return eval(n->left) * eval(n->right);
}

int main(void) {
    Reg r;
    memset(&r, 0, sizeof r);
    r.word = 0xAABBCCDD;
    printf("lo %x hi %x byte1 %x size %zu\n", r.lo, r.hi, r.bytes[1], sizeof r);
    r.hi = 0x1234;
    printf("word %08x byte3 %x\n", r.word, r.bytes[3]);
    r.bytes[0] = 0x01;
    printf("word %08x lo %x\n", r.word, r.lo);
    r.f = 1.0f;
    printf("float bits %08x, word still %08x\n", (unsigned)r.bits, r.word);
    Reg *p = &r;
    p->lo = 7;
    p->bits = -1;
    printf("word %08x f is nan: %d\n", p->word, p->f != p->f);

    Node a = { .kind = 0, .value = 2.5, .prec = 3 };
    Node b = { .kind = 0, .value = 4.0, .prec = 1 };
    Node mul = { .kind = 1, .left = &a, .right = &b };
    printf("%g * %g = %g (prec %d, size %zu)\n", mul.left->value, mul.right->value, eval(&mul), a.prec, sizeof(Node));

    struct Color c = { .rgba = 0x80402010 };
    printf("r %u g %u b %u a %u\n", c.r, c.g, c.b, c.a);
    c.g = 0xFF;
    printf("rgba %08x ch1 %u\n", c.rgba, c.ch[1]);
    for (int i = 0; i < 4; i++) c.ch[i] ^= 0x0F;
    printf("rgba %08x r %u\n", c.rgba, c.r);

    Msg m = { .id = 0x0102, .f = 2.0f, .flags = 0xBEEF, .s = -2 };
    printf("id %u f %g u %08x flags %x s %d sb %u %u\n", m.id, m.f, m.u, m.flags, m.s, m.sb[0], m.sb[1]);
    Msg copy = m;
    copy.b[3] = 0x40;
    printf("copy %08x (%g), original %08x\n", copy.u, copy.f, m.u);
    Msg arr[2];
    memset(arr, 0, sizeof arr);
    arr[1].u = 0x11223344;
    arr[1].sb[1] = 0x7f;
    printf("b0 %x b3 %x s %d\n", arr[1].b[0], arr[1].b[3], arr[1].s);
    Msg *q = &arr[1];
    q->s = 300;
    printf("sb %u %u u %08x\n", q->sb[0], q->sb[1], q->u);
    return 0;
}
