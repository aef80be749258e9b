// features: type_punning, type_cast, pointer_arithmetic, integer_types, shift_operators
// A checksum over 32-bit little-endian words of a byte buffer, the way a
// network stack or a file format does it: the buffer is filled byte by
// byte, then read (and patched) through uint32_t and uint16_t pointers.
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define BUF_LEN 32

static uint32_t sum_words(const unsigned char *data, size_t len) {
    const uint32_t *w = (const uint32_t *)data;
    uint32_t sum = 0;
    for (size_t i = 0; i < len / 4; i++) {
        sum += w[i];
        sum = (sum << 1) | (sum >> 31);
    }
    return sum;
}

static uint16_t fold16(const unsigned char *data, size_t len) {
    const uint16_t *h = (const uint16_t *)data;
    uint32_t acc = 0;
    for (size_t i = 0; i < len / 2; i++) acc += *h++;
    while (acc >> 16) acc = (acc & 0xffff) + (acc >> 16);
    return (uint16_t)~acc;
}

static void put32(unsigned char *p, uint32_t v) { *(uint32_t *)p = v; }
static uint32_t get32(const unsigned char *p) { return *(const uint32_t *)p; }

static void dump(const unsigned char *buf, size_t len) {
    for (size_t i = 0; i < len; i++) printf("%02x%s", buf[i], (i % 16 == 15) ? "\n" : " ");
}

int main(void) {
    unsigned char buf[BUF_LEN];
    memset(buf, 0, sizeof buf);
    const char *msg = "reddragon!";
    memcpy(buf, msg, strlen(msg));
    for (int i = 12; i < BUF_LEN; i++) buf[i] = (unsigned char)(i * 7 + 3);

    uint32_t *words = (uint32_t *)buf;
    printf("word0=%08x word1=%08x last=%08x\n", words[0], words[1], words[BUF_LEN / 4 - 1]);
    printf("sum=%08x fold=%04x\n", sum_words(buf, sizeof buf), fold16(buf, sizeof buf));

    /* patch a length field at offset 10 (unaligned view) and a sequence number at 12 */
    uint16_t *len_field = (uint16_t *)(buf + 10);
    *len_field = (uint16_t)sizeof buf;
    uint32_t *seq = (uint32_t *)&buf[12];
    seq[0] = 0x01020304u;
    seq[1] += 1;
    dump(buf, sizeof buf);

    /* walk the words with pointer arithmetic and compare against a byte-wise decode */
    int mismatches = 0;
    for (uint32_t *p = words; p < words + BUF_LEN / 4; p++) {
        size_t off = (size_t)(p - words) * 4;
        uint32_t manual = (uint32_t)buf[off] | (uint32_t)buf[off + 1] << 8 | (uint32_t)buf[off + 2] << 16 | (uint32_t)buf[off + 3] << 24;
        if (manual != *p) mismatches++;
    }
    printf("mismatches=%d\n", mismatches);

    /* clear the checksum slot, store the new one, read it back byte-wise */
    words[BUF_LEN / 4 - 1] = 0;
    uint32_t sum = sum_words(buf, sizeof buf);
    words[BUF_LEN / 4 - 1] = sum;
    printf("stored=%08x bytes=%02x %02x %02x %02x\n", sum, buf[28], buf[29], buf[30], buf[31]);

    /* signed views: int16_t and int32_t over the same bytes */
    int16_t *s16 = (int16_t *)(buf + 28);
    int32_t *s32 = (int32_t *)(buf + 28);
    printf("s16=%d %d s32=%d\n", s16[0], s16[1], *s32);
    put32(buf + 20, get32(buf + 24) ^ 0xffffffffu);
    printf("flipped=%08x byte20=%02x\n", get32(buf + 20), buf[20]);
    unsigned char *back = (unsigned char *)(words + 3);
    printf("back=%02x same=%d\n", back[0], back == buf + 12);
    return 0;
}
