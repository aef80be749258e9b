// features: malloc_free, string_h, bitwise_operators, sprintf, char_array
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static const char b64chars[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static char *b64_encode(const unsigned char *in, size_t len) {
    size_t out_len = 4 * ((len + 2) / 3);
    char *out = malloc(out_len + 1);
    size_t j = 0;
    for (size_t i = 0; i < len; i += 3) {
        unsigned int v = in[i] << 16;
        if (i + 1 < len) v |= in[i + 1] << 8;
        if (i + 2 < len) v |= in[i + 2];
        out[j++] = b64chars[(v >> 18) & 63];
        out[j++] = b64chars[(v >> 12) & 63];
        out[j++] = i + 1 < len ? b64chars[(v >> 6) & 63] : '=';
        out[j++] = i + 2 < len ? b64chars[v & 63] : '=';
    }
    out[j] = '\0';
    return out;
}

static int b64_value(char c) {
    const char *p = strchr(b64chars, c);
    return p && c ? (int)(p - b64chars) : -1;
}

static size_t b64_decode(const char *in, unsigned char *out) {
    size_t n = 0;
    unsigned int acc = 0;
    int bits = 0;
    for (; *in && *in != '='; in++) {
        int v = b64_value(*in);
        if (v < 0) continue;
        acc = (acc << 6) | (unsigned)v;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            out[n++] = (unsigned char)((acc >> bits) & 0xFF);
        }
    }
    return n;
}

static void rle_encode(const char *s, char *out) {
    while (*s) {
        char c = *s;
        int run = 0;
        while (*s == c) { s++; run++; }
        if (run > 1) out += sprintf(out, "%d", run);
        *out++ = c;
    }
    *out = '\0';
}

static void rle_decode(const char *s, char *out) {
    while (*s) {
        int n = 0;
        while (*s >= '0' && *s <= '9') n = n * 10 + (*s++ - '0');
        if (n == 0) n = 1;
        memset(out, *s, n);
        out += n;
        s++;
    }
    *out = '\0';
}

int main(void) {
    const char *msgs[] = {"Man", "Ma", "M", "hello, world", ""};
    for (int i = 0; i < 5; i++) {
        char *enc = b64_encode((const unsigned char *)msgs[i], strlen(msgs[i]));
        unsigned char dec[64];
        size_t n = b64_decode(enc, dec);
        dec[n] = '\0';
        printf("%-14s -> %-18s -> %s (%zu)\n", msgs[i], enc, dec, n);
        free(enc);
    }
    unsigned char bin[] = {0x00, 0xFF, 0x10, 0x80, 0x7F};
    char *e = b64_encode(bin, sizeof bin);
    printf("binary: %s\n", e);
    free(e);
    char rle[64], back[128];
    const char *raw = "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW";
    rle_encode(raw, rle);
    rle_decode(rle, back);
    printf("%s\n%s\nroundtrip %s\n", rle, back, strcmp(raw, back) == 0 ? "ok" : "BAD");
    return 0;
}
