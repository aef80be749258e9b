// features: union, bitfield, struct, designated_initializer, bitwise_operators, unsigned_types, printf_flags
/* A 6502-style status register and a packed instruction word, each a union of
 * a byte (or word) and an anonymous struct of bit-fields: flag updates through
 * either view show in the other. */
#include <stdio.h>
#include <stdint.h>

typedef union {
    struct { uint8_t carry : 1, zero : 1, irq : 1, dec : 1, brk : 1, unused : 1, ovf : 1, neg : 1; };
    uint8_t p;
} Status;

typedef struct {
    int addr;
    union {
        struct { unsigned lo : 4, hi : 4; };
        uint8_t byte;
    };
} Nibbles;

typedef struct {
    const char *mnemonic;
    union {
        struct { uint16_t opcode : 6, reg : 3, mode : 3, imm : 4; };
        uint16_t word;
    };
} Instr;

static void show(const char *label, Status s) {
    static const char names[] = "NV-BDIZC";
    printf("%-10s p=%02x ", label, s.p);
    for (int bit = 7; bit >= 0; bit--) putchar((s.p >> bit) & 1 ? names[7 - bit] : '.');
    printf("  C=%u Z=%u N=%u V=%u\n", s.carry, s.zero, s.neg, s.ovf);
}

static Status after_add(Status s, uint8_t a, uint8_t b) {
    unsigned sum = (unsigned)a + b + s.carry;
    uint8_t r = (uint8_t)sum;
    s.carry = sum > 0xFF;
    s.zero = r == 0;
    s.neg = (r & 0x80) != 0;
    s.ovf = (~(a ^ b) & (a ^ r) & 0x80) != 0;
    printf("  %3u + %3u = %3u\n", a, b, r);
    return s;
}

int main(void) {
    Status s = { .p = 0x81 };
    show("initial", s);
    s.zero = 1;
    s.ovf = 1;
    show("set Z,V", s);
    s.p &= (uint8_t)~0x81;
    show("clear N,C", s);
    Status t = { .p = 0 };
    t = after_add(t, 0x50, 0x50);
    show("after add", t);
    t = after_add(t, 0xFF, 0x01);
    show("after add", t);
    t = after_add(t, 0x80, 0x80);
    show("after add", t);

    Nibbles n = { 1, .byte = 0xA5 };
    printf("byte %02x lo %x hi %x\n", n.byte, n.lo, n.hi);
    n.hi = 3;
    n.lo += 1;
    printf("byte %02x lo %x hi %x\n", n.byte, n.lo, n.hi);

    Instr prog[] = { { "load", .word = 0x1C45 }, { "add", .word = 0xF0C2 }, { "jmp", .word = 0x0003 } };
    for (int i = 0; i < 3; i++) {
        Instr *in = &prog[i];
        printf("%-5s word %04x opcode %2u reg %u mode %u imm %2u\n", in->mnemonic, in->word, in->opcode, in->reg, in->mode, in->imm);
    }
    prog[2].imm = 15;
    prog[2].reg = 5;
    printf("patched jmp: %04x (%#o)\n", prog[2].word, prog[2].word);
    return 0;
}
