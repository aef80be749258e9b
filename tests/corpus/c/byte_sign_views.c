// features: char_type, unsigned_types, type_cast, pointer_arithmetic, string_h, char_array
/* A frame buffer of raw bytes examined the way a protocol tool does: the
   same bytes read through char * (signed on x86-64), unsigned char * and
   signed char *, bytes copied between plain and unsigned arrays, and stores
   through one view read back through the other. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

static int sum_plain(const char *p, size_t n) {
    int s = 0;
    for (const char *end = p + n; p < end; p++) s += *p;
    return s;
}

static unsigned sum_unsigned(const unsigned char *p, size_t n) {
    unsigned s = 0;
    while (n--) s += *p++;
    return s;
}

int main(void) {
    unsigned char frame[8] = {0x7E, 0x80, 0xFF, 0x01, 0xC3, 0xA9, 0x00, 0x7F};
    const char *as_chars = (const char *)frame;
    const signed char *as_signed = (const signed char *)frame;
    printf("byte  unsigned  char  signed\n");
    for (int i = 0; i < 8; i++)
        printf("%4d %9d %5d %7d\n", i, frame[i], as_chars[i], as_signed[i]);
    printf("sums: plain %d, unsigned %u\n", sum_plain(as_chars, 8), sum_unsigned(frame, 8));
    printf("*(p + 2) = %d, p[5] < 0: %s\n", *(as_chars + 2), as_chars[5] < 0 ? "yes" : "no");

    char text[16] = "caf\xc3\xa9!";
    const unsigned char *u = (const unsigned char *)text;
    int high = 0;
    for (size_t i = 0; i < strlen(text); i++) high += u[i] >= 0x80;
    printf("text bytes:");
    for (size_t i = 0; text[i]; i++) printf(" %d/%u", text[i], (unsigned)u[i]);
    printf(" (%d non-ASCII)\n", high);

    /* copies between plain and unsigned arrays keep the bytes, not the values */
    unsigned char copy[8];
    memcpy(copy, "\x90\x91\x41", 4);
    char back[8];
    memcpy(back, frame, sizeof back);
    printf("copy: %d %d %d  back: %d %d %d\n", copy[0], copy[1], copy[2], back[1], back[2], back[7]);
    uint8_t header[4];
    strcpy((char *)header, "\xfe\xed!");
    printf("header: %u %u %u %u\n", header[0], header[1], header[2], header[3]);

    /* stores through one view, read through the other */
    char *w = (char *)frame;
    w[0] = -3;
    w[1] = (char)0x9C;
    unsigned char *uw = (unsigned char *)text;
    uw[0] = 250;
    uw[1] += 200;
    printf("frame[0]=%d frame[1]=%d text[0]=%d text[1]=%d\n", frame[0], frame[1], text[0], text[1]);
    int8_t deltas[4] = {-1, 100, -100, 127};
    const uint8_t *raw = (const uint8_t *)deltas;
    printf("deltas as bytes: %u %u %u %u\n", raw[0], raw[1], raw[2], raw[3]);
    return 0;
}
