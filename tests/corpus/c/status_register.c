// features: bitfield, union, inttypes_h, designated_initializer, printf_flags, sizeof
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

/* A device status register read as one 32-bit word and decoded through
   bit-fields that share its storage (gcc's x86-64 layout: low bits first). */
typedef union {
    struct {
        int temp_offset : 4;      /* signed: -8..7 */
        int error_code : 12;      /* signed */
        unsigned mode : 3;
        unsigned ready : 1;
        unsigned : 4;             /* reserved */
        unsigned seq : 8;
    } f;
    uint32_t word;
    int32_t raw;
} Status;

typedef union {
    struct { uint8_t id; uint16_t length; uint8_t kind : 3, prio : 5; } h;
    uint8_t bytes[6];
} Header;

static void show(const char *label, Status s) {
    printf("%-8s word=0x%08" PRIX32 " temp=%+d err=%d mode=%u ready=%u seq=%u\n", label, s.word,
           s.f.temp_offset, s.f.error_code, s.f.mode, s.f.ready, s.f.seq);
}

int main(void) {
    Status s = { .word = 0xABCD1239u };
    show("read", s);
    s.f.error_code = -5;
    show("err=-5", s);
    s.f.temp_offset = 7;
    s.f.ready = 0;
    s.f.seq++;
    show("update", s);
    printf("as signed: %" PRId32 "\n", s.raw);
    Status t = { .f = { .temp_offset = -1, .error_code = 100, .mode = 5, .ready = 1, .seq = 0xFE } };
    show("built", t);

    Header h = { .h = { 1, 0x0302, 5, 17 } };
    for (int i = 0; i < 6; i++) printf("%02x ", h.bytes[i]);
    h.bytes[4] = 0xff;
    printf("| kind=%u prio=%u sizeof=%zu/%zu\n", h.h.kind, h.h.prio, sizeof h, sizeof(Status));
    return 0;
}
