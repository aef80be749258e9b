// features: preproc_other, attributes, struct, sizeof, offsetof, type_punning, unsigned_types, typedef
// A wire protocol header read with memcpy into #pragma pack / packed structs.
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#pragma pack(push, 1)
typedef struct {
    uint8_t magic[2];
    uint8_t version;
    uint16_t length;
    uint32_t seq;
} FrameHeader;

#pragma pack(push, 2)
typedef struct {
    char tag;
    int32_t value;
    double scale;
} Sample2;
#pragma pack(pop)

typedef struct {
    char kind;
    int64_t stamp;
} Stamp1;
#pragma pack(pop)

typedef struct {
    char kind;
    int64_t stamp;
} StampNatural;

#pragma pack(4)
typedef struct {
    char c;
    double d;
    StampNatural inner;
} Pack4;
#pragma pack()

struct __attribute__((packed)) Tlv { uint8_t type; uint16_t len; uint32_t value; };
struct Trailer { uint8_t crc; uint32_t end; } __attribute__((packed));

typedef struct {
    char c;
    FrameHeader h;  /* a packed member keeps alignment 1 */
} Holder;

int main(void) {
    printf("sizeof FrameHeader=%zu Sample2=%zu Stamp1=%zu StampNatural=%zu Pack4=%zu\n",
           sizeof(FrameHeader), sizeof(Sample2), sizeof(Stamp1), sizeof(StampNatural), sizeof(Pack4));
    printf("sizeof Tlv=%zu Trailer=%zu Holder=%zu\n", sizeof(struct Tlv), sizeof(struct Trailer), sizeof(Holder));
    printf("offsets: length@%zu seq@%zu value@%zu scale@%zu stamp@%zu inner@%zu h@%zu\n",
           offsetof(FrameHeader, length), offsetof(FrameHeader, seq), offsetof(Sample2, value),
           offsetof(Sample2, scale), offsetof(Stamp1, stamp), offsetof(Pack4, inner), offsetof(Holder, h));
    printf("alignof FrameHeader=%zu Sample2=%zu Pack4=%zu\n", _Alignof(FrameHeader), _Alignof(Sample2), _Alignof(Pack4));

    const uint8_t wire[] = {'R', 'D', 0x21, 0x10, 0x00, 0x2A, 0x00, 0x00, 0x00, 0xEE};
    FrameHeader h;
    memcpy(&h, wire, sizeof h);
    printf("magic=%c%c version=%u.%u length=%u seq=%u\n", h.magic[0], h.magic[1], h.version >> 4, h.version & 15,
           h.length, h.seq);

    struct Tlv t = {7, 300, 0xDEADBEEF};
    uint8_t out[sizeof t];
    memcpy(out, &t, sizeof t);
    printf("tlv bytes:");
    for (size_t i = 0; i < sizeof out; i++) printf(" %02x", out[i]);
    printf("\n");
    struct Tlv back;
    memcpy(&back, out, sizeof back);
    printf("round trip: type=%u len=%u value=%#x\n", back.type, back.len, back.value);

    FrameHeader frames[3];
    printf("array of 3 headers: %zu bytes\n", sizeof frames);
    return 0;
}
