// features: type_punning, type_cast, pointer_to_struct, memset, bitwise_operators
// Builds an Ethernet + IPv4 header in a frame buffer through struct views,
// computes the IP header checksum over its 16-bit words (a uint16_t view of
// the struct) and prints the frame as a hex dump.
#include <stdio.h>
#include <stdint.h>
#include <string.h>
struct __attribute__((packed)) Eth { uint8_t dst[6]; uint8_t src[6]; uint16_t type; };
struct Ip { uint8_t vhl; uint8_t tos; uint16_t len; uint16_t id; uint16_t frag; uint8_t ttl; uint8_t proto; uint16_t sum; uint32_t src; uint32_t dst; };
static uint16_t bswap16(uint16_t x) { return (uint16_t)((x >> 8) | (x << 8)); }
int main(void) {
    unsigned char frame[64];
    memset(frame, 0, sizeof frame);
    struct Eth *e = (struct Eth *)frame;
    memset(e->dst, 0xff, 6);
    for (int i = 0; i < 6; i++) e->src[i] = (uint8_t)(0x10 + i);
    e->type = bswap16(0x0800);
    struct Ip *ip = (struct Ip *)(frame + sizeof *e);
    ip->vhl = 0x45; ip->ttl = 64; ip->proto = 17;
    ip->len = bswap16(28);
    ip->src = 0x0100a8c0; ip->dst = 0x0200a8c0;
    const uint16_t *w = (const uint16_t *)ip;
    uint32_t sum = 0;
    for (int i = 0; i < 10; i++) sum += w[i];
    while (sum >> 16) sum = (sum & 0xffff) + (sum >> 16);
    ip->sum = (uint16_t)~sum;
    printf("sizeof eth=%zu ip=%zu\n", sizeof(struct Eth), sizeof(struct Ip));
    for (size_t i = 0; i < sizeof *e + sizeof *ip; i++) printf("%02x%s", frame[i], i % 16 == 15 ? "\n" : " ");
    printf("\ntype=%04x ttl=%u sum=%04x\n", bswap16(e->type), ip->ttl, ip->sum);
    return 0;
}
