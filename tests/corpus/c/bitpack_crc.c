// features: bitfield, union, unsigned_types, integer_overflow_wrap, bitwise_operators, shift_operators, printf_flags
#include <stdio.h>
#include <stdint.h>
#include <string.h>

struct Flags {
    unsigned int ready : 1;
    unsigned int error : 1;
    unsigned int mode : 3;
    unsigned int count : 11;
};

union Word {
    uint32_t raw;
    uint8_t bytes[4];
    struct { uint16_t lo, hi; } half;
};

static uint8_t checksum8(const uint8_t *data, size_t n) {
    uint8_t c = 0;
    for (size_t i = 0; i < n; i++) c += data[i];
    return c;
}

static uint16_t crc16(const uint8_t *data, size_t n) {
    uint16_t crc = 0xFFFF;
    for (size_t i = 0; i < n; i++) {
        crc ^= (uint16_t)data[i] << 8;
        for (int b = 0; b < 8; b++)
            crc = (crc & 0x8000) ? (uint16_t)((crc << 1) ^ 0x1021) : (uint16_t)(crc << 1);
    }
    return crc;
}

int main(void) {
    struct Flags f = {0};
    f.ready = 1;
    f.mode = 5;
    f.count = 2047;
    printf("ready=%u error=%u mode=%u count=%u\n", f.ready, f.error, f.mode, f.count);
    f.count++;
    f.mode += 4;
    printf("after wrap: mode=%u count=%u\n", f.mode, f.count);

    union Word w;
    w.raw = 0xDEADBEEF;
    printf("raw=%08X bytes=%02x %02x %02x %02x lo=%04x hi=%04x\n", (unsigned)w.raw,
           w.bytes[0], w.bytes[1], w.bytes[2], w.bytes[3], w.half.lo, w.half.hi);
    w.bytes[0] = 0x01;
    printf("raw now %#010x\n", (unsigned)w.raw);

    uint8_t a = 250;
    a += 10;
    int8_t s = 127;
    s++;
    signed char sc = (signed char)200;
    unsigned short us = 65535;
    us += 2;
    printf("a=%u s=%d sc=%d us=%hu\n", a, s, sc, us);
    uint32_t big = 4000000000u;
    big *= 2;
    printf("big=%u neg=%u\n", big, (unsigned)-1);
    printf("%hhu %hhd %lld %llu\n", (unsigned char)300, (signed char)130, -9000000000LL, 18446744073709551615ULL);

    const char *msg = "123456789";
    printf("sum8=%u crc16=%04X\n", checksum8((const uint8_t *)msg, strlen(msg)),
           crc16((const uint8_t *)msg, strlen(msg)));
    uint32_t x = 0x12345678;
    uint32_t rot = (x << 8) | (x >> 24);
    printf("rot=%08x popcount=", rot);
    int pc = 0;
    for (uint32_t t = x; t; t &= t - 1) pc++;
    printf("%d\n", pc);
    return 0;
}
