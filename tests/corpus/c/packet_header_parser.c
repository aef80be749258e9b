// features: type_punning, type_cast, pointer_to_struct, pointer_arithmetic, address_of_scalar_field, string_h
// A tiny packet format: a fixed header struct laid over a byte buffer,
// followed by TLV records each starting with a small struct. The parser
// reads the headers through struct pointers into the buffer, and the
// builder writes them the same way, so bytes and structs must agree.
#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct PacketHeader {
    uint16_t magic;
    uint8_t version;
    uint8_t flags;
    uint32_t seq;
    uint16_t payload_len;
    uint16_t record_count;
};

struct RecordHeader {
    uint8_t type;
    uint8_t len;
};

struct Trailer {
    uint16_t crc_parts[2];
    uint32_t total_len;
};

enum { REC_NAME = 1, REC_TEMP = 2, REC_COUNTER = 3 };

static unsigned char packet[64];
static size_t used;

static void begin_packet(uint32_t seq) {
    memset(packet, 0xee, sizeof packet);
    struct PacketHeader *h = (struct PacketHeader *)packet;
    h->magic = 0xC0DE;
    h->version = 2;
    h->flags = 0;
    h->seq = seq;
    h->payload_len = 0;
    h->record_count = 0;
    used = sizeof(struct PacketHeader);
}

static void add_record(uint8_t type, const void *data, uint8_t len) {
    struct RecordHeader *r = (struct RecordHeader *)(packet + used);
    r->type = type;
    r->len = len;
    memcpy(packet + used + sizeof *r, data, len);
    used += sizeof *r + len;
    struct PacketHeader *h = (struct PacketHeader *)packet;
    h->payload_len += (uint16_t)(sizeof *r + len);
    h->record_count++;
    h->flags |= (uint8_t)(1u << type);
}

static void parse(const unsigned char *buf) {
    const struct PacketHeader *h = (const struct PacketHeader *)buf;
    printf("magic=%04x v%u flags=%02x seq=%u payload=%u records=%u\n", h->magic, h->version, h->flags, h->seq, h->payload_len,
           h->record_count);
    size_t off = sizeof *h;
    for (unsigned i = 0; i < h->record_count; i++) {
        const struct RecordHeader *r = (const struct RecordHeader *)&buf[off];
        const unsigned char *body = (const unsigned char *)(r + 1);  /* the payload follows its header */
        switch (r->type) {
            case REC_NAME:
                printf("  name: %.*s\n", r->len, (const char *)body);
                break;
            case REC_TEMP: {
                const int16_t *t = (const int16_t *)body;
                printf("  temp: %d.%d C\n", t[0] / 10, (t[0] < 0 ? -t[0] : t[0]) % 10);
                break;
            }
            case REC_COUNTER: {
                const uint32_t *c = (const uint32_t *)body;
                printf("  counter: %u\n", *c);
                break;
            }
            default: printf("  unknown record %u\n", r->type);
        }
        off += sizeof *r + r->len;
    }
}

int main(void) {
    begin_packet(41);
    add_record(REC_NAME, "sensor-7", 8);
    int16_t temp = -125;
    add_record(REC_TEMP, &temp, sizeof temp);
    uint32_t counter = 100000;
    add_record(REC_COUNTER, &counter, sizeof counter);

    printf("header bytes:");
    for (size_t i = 0; i < sizeof(struct PacketHeader); i++) printf(" %02x", packet[i]);
    printf("\nused=%zu\n", used);
    parse(packet);

    /* corrupt the sequence number byte by byte and bump it through the struct */
    packet[4] = 0xff;
    struct PacketHeader *h = (struct PacketHeader *)packet;
    printf("seq after byte write: %u\n", h->seq);
    h->seq += 1;
    printf("bytes 4..7: %02x %02x %02x %02x\n", packet[4], packet[5], packet[6], packet[7]);

    /* two headers back to back: the second through pointer arithmetic */
    unsigned char pair[2 * sizeof(struct PacketHeader)];
    memset(pair, 0, sizeof pair);
    struct PacketHeader *hs = (struct PacketHeader *)pair;
    hs[0].magic = 0xAAAA;
    hs[1].magic = 0xBBBB;
    (hs + 1)->seq = 7;
    printf("pair: %02x %02x | %02x %02x seq byte %02x\n", pair[0], pair[1], pair[12], pair[13], pair[16]);
    struct PacketHeader copy;
    memcpy(&copy, pair + sizeof copy, sizeof copy);
    printf("copy: magic=%04x seq=%u\n", copy.magic, copy.seq);

    /* a trailer after the records: an array member and a field reached through a pointer */
    struct Trailer *t = (struct Trailer *)(packet + used);
    uint32_t *total = &t->total_len;
    *total = (uint32_t)(used + sizeof *t);
    for (int i = 0; i < 2; i++) {
        uint16_t part = 0;
        for (size_t k = (size_t)i; k < used; k += 2) part = (uint16_t)(part * 33 + packet[k]);
        t->crc_parts[i] = part;
    }
    printf("trailer:");
    for (size_t i = used; i < used + sizeof *t; i++) printf(" %02x", packet[i]);
    printf("\ntotal=%u crc=%04x/%04x\n", t->total_len, t->crc_parts[0], t->crc_parts[1]);
    return 0;
}
