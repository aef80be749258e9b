// features: union, pointer_arithmetic, pointer_dereference, address_of, unsigned_types, type_punning
/* A register file of unions: byte arrays filled by helper functions through
   pointers (the array decays), element pointers (&r.bytes[2]) and pointers
   into the arrays of a union array, with the word and halves read after. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef union {
    uint32_t word;
    uint8_t bytes[4];
    struct { uint16_t lo, hi; } half;
} Reg32;

typedef struct {
    const char *name;
    Reg32 reg;
} Named;

static void fill_ramp(uint8_t *b, int n, uint8_t step) {
    for (int i = 0; i < n; i++) b[i] = (uint8_t)(step * (i + 1));
}

static void reverse_bytes(uint8_t *b, size_t n) {
    for (size_t i = 0; i < n / 2; i++) {
        uint8_t t = b[i];
        b[i] = b[n - 1 - i];
        b[n - 1 - i] = t;
    }
}

static void show(const char *label, const Reg32 *r) {
    printf("%-14s word=%08X lo=%04X hi=%04X bytes=%02X %02X %02X %02X\n", label, (unsigned)r->word, r->half.lo, r->half.hi,
           r->bytes[0], r->bytes[1], r->bytes[2], r->bytes[3]);
}

int main(void) {
    Reg32 r;
    r.word = 0;
    fill_ramp(r.bytes, 4, 0x11);
    show("ramp", &r);
    reverse_bytes(r.bytes, sizeof r.bytes);
    show("reversed", &r);

    uint8_t *third = &r.bytes[2];
    *third = 0xAB;
    third[1] ^= 0xFF;
    show("edited", &r);

    uint8_t *walk = r.bytes;
    for (int i = 0; i < 4; i++) *walk++ += 1;
    show("incremented", &r);

    Reg32 file[3];
    memset(file, 0, sizeof file);
    for (int k = 0; k < 3; k++) {
        uint8_t *q = &file[k].bytes[0];
        q[0] = (uint8_t)(k + 1);
        q[3] = (uint8_t)(0x80 >> k);
    }
    for (int k = 0; k < 3; k++) printf("file[%d] = %08X\n", k, (unsigned)file[k].word);

    Named regs[2] = {{"status", {0}}, {"control", {0}}};
    fill_ramp(regs[1].reg.bytes, 2, 0x05);
    Named *ctl = &regs[1];
    printf("%s: %08X, %s: %08X\n", regs[0].name, (unsigned)regs[0].reg.word, ctl->name, (unsigned)ctl->reg.word);
    return 0;
}
