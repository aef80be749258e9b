// features: address_of_scalar_field, union, struct, pointer_dereference, pointer_arithmetic, unsigned_types, type_punning
/* An instruction encoder that fills operand bytes through an array of field
   pointers into a union's struct member, plus record fields updated through
   char, unsigned char and int field pointers (*p, p[0], helpers taking &s.f). */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef union {
    uint32_t word;
    struct { uint8_t op, a, b, c; } f;
} Instr;

typedef struct {
    char grade;
    int score;
    unsigned char flags;
    short rank;
} Student;

static void add_points(int *score, int pts) { score[0] += pts; }
static void set_char(char *dst, char v) { *dst = v; }
static void set_bit(unsigned char *flags, int bit) { *flags |= (unsigned char)(1u << bit); }

static Instr encode(uint8_t op, const int *operands, int n) {
    Instr in = {0};
    in.f.op = op;
    uint8_t *slots[3] = {&in.f.a, &in.f.b, &in.f.c};
    for (int i = 0; i < n && i < 3; i++) *slots[i] = (uint8_t)operands[i];
    return in;
}

int main(void) {
    int ops1[] = {1, 2, 3}, ops2[] = {7, 200}, ops3[] = {255, 0, 128};
    Instr prog[3] = {encode(0x10, ops1, 3), encode(0x22, ops2, 2), encode(0xFE, ops3, 3)};
    for (int i = 0; i < 3; i++)
        printf("%d: %08X op=%02X a=%u b=%u c=%u\n", i, (unsigned)prog[i].word, prog[i].f.op, prog[i].f.a, prog[i].f.b, prog[i].f.c);

    /* a word written whole, its bytes read back through field pointers */
    Instr w;
    w.word = 0xA1B2C3D4u;
    const uint8_t *pb = &w.f.b;
    printf("b via pointer: %02X\n", *pb);
    uint8_t *pc = &w.f.c;
    pc[0] = 0x11;
    (*pc)++;
    printf("after c edits: %08X\n", (unsigned)w.word);

    Student s = {'C', 50, 0, 3};
    char *g = &s.grade;
    *g = 'A';
    int *sc = &s.score;
    sc[0] = 70;
    add_points(&s.score, 15);
    *sc -= 5;
    set_bit(&s.flags, 0);
    set_bit(&s.flags, 7);
    unsigned char *fl = &s.flags;
    (*fl)++;
    short *rk = &s.rank;
    *rk *= -2;
    set_char(&s.grade, (char)(*g + 1));
    printf("grade=%c score=%d flags=0x%02X rank=%d\n", s.grade, s.score, s.flags, s.rank);
    printf("through pointers: %c %d %u %d\n", *g, *sc, fl[0], rk[0]);
    return 0;
}
