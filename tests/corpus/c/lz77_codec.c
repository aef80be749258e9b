// features: struct, realloc, malloc_free, compound_literal, designated_initializer, bitwise_operators, shift_operators, printf_flags, string_h
/* LZ77 compression with a sliding window, plus a bit-level writer for the tokens. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <stdbool.h>

#define WINDOW 255
#define MAX_MATCH 18
#define MIN_MATCH 3

typedef struct {
    bool is_match;
    uint8_t literal;
    uint16_t offset;
    uint8_t length;
} Token;

typedef struct {
    Token *items;
    size_t len, cap;
} TokenVec;

static void push_token(TokenVec *v, Token t) {
    if (v->len == v->cap) {
        v->cap = v->cap ? v->cap * 2 : 16;
        Token *n = realloc(v->items, v->cap * sizeof *n);
        if (!n) { perror("realloc"); exit(1); }
        v->items = n;
    }
    v->items[v->len++] = t;
}

static TokenVec compress(const uint8_t *data, size_t n) {
    TokenVec out = {0};
    size_t pos = 0;
    while (pos < n) {
        size_t best_len = 0, best_off = 0;
        size_t start = pos > WINDOW ? pos - WINDOW : 0;
        for (size_t cand = start; cand < pos; cand++) {
            size_t l = 0;
            while (l < MAX_MATCH && pos + l < n && data[cand + l] == data[pos + l]) l++;
            if (l > best_len) { best_len = l; best_off = pos - cand; }
        }
        if (best_len >= MIN_MATCH) {
            push_token(&out, (Token){ .is_match = true, .offset = (uint16_t)best_off, .length = (uint8_t)best_len });
            pos += best_len;
        } else {
            push_token(&out, (Token){ .is_match = false, .literal = data[pos] });
            pos++;
        }
    }
    return out;
}

static size_t decompress(const TokenVec *v, uint8_t *out, size_t cap) {
    size_t n = 0;
    for (size_t i = 0; i < v->len; i++) {
        const Token *t = &v->items[i];
        if (!t->is_match) {
            if (n >= cap) return (size_t)-1;
            out[n++] = t->literal;
        } else {
            if (t->offset > n || n + t->length > cap) return (size_t)-1;
            for (size_t k = 0; k < t->length; k++, n++) out[n] = out[n - t->offset];
        }
    }
    return n;
}

/* Bit-packed size: flag bit + 8 bits literal, or flag + 8 bits offset + 4 bits length. */
typedef struct { uint8_t buf[4096]; size_t bitpos; } BitWriter;

static void put_bits(BitWriter *w, unsigned value, int nbits) {
    for (int i = nbits - 1; i >= 0; i--) {
        size_t byte = w->bitpos / 8;
        int bit = 7 - (int)(w->bitpos % 8);
        if ((value >> i) & 1u) w->buf[byte] |= (uint8_t)(1u << bit);
        w->bitpos++;
    }
}

static size_t encode_bits(const TokenVec *v, BitWriter *w) {
    memset(w, 0, sizeof *w);
    for (size_t i = 0; i < v->len; i++) {
        const Token *t = &v->items[i];
        put_bits(w, t->is_match, 1);
        if (t->is_match) { put_bits(w, t->offset, 8); put_bits(w, t->length - MIN_MATCH, 4); }
        else put_bits(w, t->literal, 8);
    }
    return (w->bitpos + 7) / 8;
}

static void show_tokens(const TokenVec *v, size_t limit) {
    for (size_t i = 0; i < v->len && i < limit; i++) {
        const Token *t = &v->items[i];
        if (t->is_match) printf("<%u,%u>", t->offset, t->length);
        else if (t->literal == '\n') printf("\\n");
        else putchar(t->literal);
    }
    if (v->len > limit) printf("... (%zu more)", v->len - limit);
    putchar('\n');
}

int main(void) {
    const char *samples[] = {
        "abracadabra abracadabra abracadabra",
        "to be or not to be, that is the question; to be or not to be",
        "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
        "The quick brown fox jumps over the lazy dog.",
        "",
    };
    size_t nsamples = sizeof samples / sizeof samples[0];
    size_t total_in = 0, total_out = 0;
    static BitWriter bw;
    for (size_t s = 0; s < nsamples; s++) {
        const uint8_t *src = (const uint8_t *)samples[s];
        size_t n = strlen(samples[s]);
        TokenVec toks = compress(src, n);
        uint8_t restored[512];
        size_t m = decompress(&toks, restored, sizeof restored);
        bool ok = m == n && memcmp(src, restored, n) == 0;
        size_t packed = encode_bits(&toks, &bw);
        total_in += n; total_out += packed;
        printf("[%zu] %zu bytes -> %zu tokens -> %zu packed (%.1f%%) %s\n", s, n, toks.len, packed,
               n ? 100.0 * (double)packed / (double)n : 0.0, ok ? "roundtrip ok" : "ROUNDTRIP FAILED");
        printf("    ");
        show_tokens(&toks, 24);
        printf("    hex:");
        for (size_t i = 0; i < packed && i < 10; i++) printf(" %02x", bw.buf[i]);
        printf("\n");
        free(toks.items);
    }
    printf("overall ratio: %.3f\n", total_in ? (double)total_out / (double)total_in : 0.0);

    /* A corrupt stream must be rejected rather than read out of bounds. */
    TokenVec bad = {0};
    push_token(&bad, (Token){ .is_match = false, .literal = 'x' });
    push_token(&bad, (Token){ .is_match = true, .offset = 5, .length = 3 });
    uint8_t tmp[16];
    size_t r = decompress(&bad, tmp, sizeof tmp);
    printf("corrupt stream: %s\n", r == (size_t)-1 ? "rejected" : "accepted?!");
    free(bad.items);
    return 0;
}
