// features: union, nested_struct, unsigned_types, shift_operators, bitwise_operators, switch_statement, memset
#include <stdio.h>
#include <stdint.h>
#include <string.h>

typedef struct {
    uint8_t type;
    uint16_t length;
    union {
        struct { uint16_t x, y; } pos;
        struct { uint8_t r, g, b, a; } color;
        uint32_t raw;
        char text[8];
    };
} Packet;

static uint16_t rd16(const uint8_t *p) { return (uint16_t)(p[0] << 8 | p[1]); }
static uint32_t rd32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static size_t decode(const uint8_t *buf, size_t len, Packet *out, size_t max) {
    size_t off = 0, n = 0;
    while (off + 3 <= len && n < max) {
        Packet *pk = &out[n];
        memset(pk, 0, sizeof *pk);
        pk->type = buf[off];
        pk->length = rd16(buf + off + 1);
        const uint8_t *body = buf + off + 3;
        if (off + 3 + pk->length > len) break;
        switch (pk->type) {
        case 1: pk->pos.x = rd16(body); pk->pos.y = rd16(body + 2); break;
        case 2: pk->color.r = body[0]; pk->color.g = body[1]; pk->color.b = body[2]; pk->color.a = body[3]; break;
        case 3: pk->raw = rd32(body); break;
        case 4: memcpy(pk->text, body, pk->length < 7 ? pk->length : 7); break;
        }
        off += 3 + pk->length;
        n++;
    }
    return n;
}

int main(void) {
    uint8_t stream[] = {
        1, 0, 4, 0x01, 0x2c, 0x00, 0xc8,
        2, 0, 4, 0xff, 0x80, 0x00, 0x7f,
        3, 0, 4, 0xde, 0xad, 0xbe, 0xef,
        4, 0, 5, 'h', 'e', 'l', 'l', 'o',
        9, 0, 2, 0xaa, 0xbb,
        1, 0, 9, 0x00,
    };
    Packet pk[8];
    size_t n = decode(stream, sizeof stream, pk, 8);
    printf("decoded %zu packets from %zu bytes (sizeof Packet = %zu)\n", n, sizeof stream, sizeof(Packet));
    for (size_t i = 0; i < n; i++) {
        const Packet *p = pk + i;
        printf("#%zu type %u len %u: ", i, p->type, p->length);
        switch (p->type) {
        case 1: printf("pos (%u, %u)\n", p->pos.x, p->pos.y); break;
        case 2: printf("rgba #%02x%02x%02x%02x\n", p->color.r, p->color.g, p->color.b, p->color.a); break;
        case 3: printf("raw 0x%08X = %u\n", p->raw, p->raw); break;
        case 4: printf("text \"%s\"\n", p->text); break;
        default: printf("unknown\n");
        }
    }
    char buf[32] = "abcdefghij";
    memmove(buf + 3, buf, 7);
    printf("memmove right: %s\n", buf);
    memmove(buf, buf + 5, strlen(buf + 5) + 1);
    printf("memmove left: %s\n", buf);
    int nums[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    memmove(&nums[2], &nums[0], 5 * sizeof nums[0]);
    for (int i = 0; i < 8; i++) printf("%d ", nums[i]);
    putchar('\n');
    return 0;
}
