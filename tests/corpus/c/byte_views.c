// features: type_punning, string_h, struct, pointer, inttypes_h, type_cast, array_of_structs
#include <stdio.h>
#include <stdint.h>
#include <string.h>

/* Serialising records into a byte buffer and reading them back, with a
   hexdump, a checksum over a struct's bytes and an endianness probe. */
typedef struct {
    uint16_t id;
    uint8_t kind;
    int32_t balance;
    double rate;
} Record;

static void hexdump(const char *label, const void *data, size_t n) {
    const unsigned char *p = (const unsigned char *)data;
    printf("%-8s", label);
    for (size_t i = 0; i < n; i++) printf("%02x%s", p[i], (i + 1) % 8 == 0 && i + 1 < n ? " | " : " ");
    printf("\n");
}

static uint32_t adler32(const unsigned char *p, size_t n) {
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < n; i++) {
        a = (a + p[i]) % 65521;
        b = (b + a) % 65521;
    }
    return (b << 16) | a;
}

static size_t put_u32(unsigned char *buf, size_t at, uint32_t v) {
    memcpy(buf + at, &v, sizeof v);
    return at + sizeof v;
}

static size_t get_u32(const unsigned char *buf, size_t at, uint32_t *out) {
    memcpy(out, buf + at, sizeof *out);
    return at + sizeof *out;
}

int main(void) {
    unsigned int probe = 0x01020304;
    unsigned char first = *(unsigned char *)&probe;
    printf("first byte of 0x01020304: %02x (%s endian)\n", first, first == 4 ? "little" : "big");

    Record r;
    memset(&r, 0, sizeof r);
    r.id = 513;
    r.kind = 7;
    r.balance = -2;
    r.rate = 0.5;
    printf("sizeof(Record) = %zu\n", sizeof(Record));
    hexdump("record", &r, sizeof r);
    printf("adler32 = %08x\n", adler32((const unsigned char *)&r, sizeof r));

    int32_t values[3] = {1, -1, 65536};
    const unsigned char *vb = (const unsigned char *)values;
    printf("ints as bytes:");
    for (size_t i = 0; i < sizeof values; i++) printf(" %d", vb[i]);
    printf("\n");

    unsigned char wire[16];
    size_t at = 0;
    at = put_u32(wire, at, 0xDEADBEEF);
    at = put_u32(wire, at, 42);
    uint16_t port = 8080;
    memcpy(wire + at, &port, sizeof port);
    at += sizeof port;
    hexdump("wire", wire, at);
    uint32_t magic, answer;
    size_t rd = get_u32(wire, 0, &magic);
    rd = get_u32(wire, rd, &answer);
    uint16_t port2;
    memcpy(&port2, wire + rd, sizeof port2);
    printf("decoded: %#x %u %u\n", magic, answer, port2);

    Record copy;
    memcpy(&copy, &r, sizeof r);
    printf("copy equal: %s\n", memcmp(&copy, &r, sizeof r) == 0 ? "yes" : "no");
    copy.balance = 5;
    printf("after change: %s\n", memcmp(&copy, &r, sizeof r) > 0 ? "greater" : "less or equal");

    unsigned char raw[sizeof(Record)];
    memcpy(raw, &r, sizeof r);
    Record back;
    memcpy(&back, raw, sizeof back);
    printf("round trip: id=%u kind=%u balance=%d rate=%.2f\n", back.id, back.kind, back.balance, back.rate);

    float f = -1.25f;
    uint32_t bits;
    memcpy(&bits, &f, sizeof bits);
    printf("-1.25f: sign %u exponent %u mantissa %06x\n", bits >> 31, (bits >> 23) & 0xFF, bits & 0x7FFFFF);
    return 0;
}
