// features: escape_sequence, string_literal, char_literal, unsigned_types, type_cast, pointer_arithmetic, char_array
// Hex and octal escapes are bytes; an unsigned char view of a string reads them 0..255.
#include <stdio.h>
#include <string.h>
#include <stdint.h>

static unsigned utf8_count(const char *s) {
    const unsigned char *p = (const unsigned char *)s;
    unsigned n = 0;
    for (; *p; p++)
        if ((*p & 0xC0) != 0x80) n++;
    return n;
}

static uint32_t sum_bytes(const uint8_t *p, size_t n) {
    uint32_t s = 0;
    while (n--) s = s * 31 + *p++;
    return s;
}

static void dump(const char *label, const char *s, size_t n) {
    const unsigned char *u = (const unsigned char *)s;
    printf("%-8s %2zu:", label, n);
    for (size_t i = 0; i < n; i++) printf(" %02X", u[i]);
    printf(" | signed:");
    for (size_t i = 0; i < n; i++) printf(" %d", s[i]);
    printf("\n");
}

int main(void) {
    const char *check = "ok \xe2\x9c\x93";
    const char *euro = "\xE2\x82\xAC" "5";
    const char *oct = "\101\102\303\251";
    const char *longhex = "\x000041";  /* every hex digit belongs to the escape: one byte 0x41 */
    char buf[] = "\xff\x80\x7f";
    dump("check", check, strlen(check));
    dump("euro", euro, strlen(euro));
    dump("oct", oct, strlen(oct));
    dump("longhex", longhex, strlen(longhex));
    dump("buf", buf, sizeof buf - 1);
    printf("sizeof buf=%zu, utf8 chars: %u %u %u\n", sizeof buf, utf8_count(check), utf8_count(euro), utf8_count(oct));
    printf("sum=%u\n", sum_bytes((const uint8_t *)check, strlen(check)));

    char c = '\xe9';
    unsigned char uc = (unsigned char)'\xe9';
    printf("'\\xe9' as char=%d as unsigned char=%u, '\\377'=%d, '\\?'=%c, '\\x41'=%c\n", c, uc, '\377', '\?', '\x41');
    const unsigned char *u = (const unsigned char *)euro;
    unsigned cp = (u[0] & 0x0Fu) << 12 | (u[1] & 0x3Fu) << 6 | (u[2] & 0x3Fu);
    printf("euro code point U+%04X, lead byte %u, shifted %u\n", cp, u[0], (unsigned)u[0] << 8);
    int high = 0;
    for (const unsigned char *p = (const unsigned char *)check; *p; ++p) high += *p >= 0x80;
    printf("high bytes in check: %d\n", high);
    return 0;
}
