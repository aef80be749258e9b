// features: struct, malloc_free, inttypes_h, unsigned_types, integer_overflow_wrap, sizeof, pointer_to_struct
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <inttypes.h>

typedef struct {
    size_t cap, head, len;
    int16_t samples[];
} Ring;

static Ring *ring_new(size_t cap) {
    Ring *r = malloc(sizeof(Ring) + cap * sizeof(int16_t));
    r->cap = cap; r->head = 0; r->len = 0;
    return r;
}

static void ring_push(Ring *r, int16_t v) {
    r->samples[(r->head + r->len) % r->cap] = v;
    if (r->len < r->cap) r->len++;
    else r->head = (r->head + 1) % r->cap;
}

static double ring_mean(const Ring *r) {
    int64_t s = 0;
    for (size_t i = 0; i < r->len; i++) s += r->samples[(r->head + i) % r->cap];
    return r->len ? (double)s / r->len : 0.0;
}

static uint32_t lcg(uint32_t *state) {
    *state = *state * 1664525u + 1013904223u;
    return *state >> 16;
}

int main(void) {
    Ring *r = ring_new(5);
    uint32_t seed = 42;
    int16_t minv = INT16_MAX, maxv = INT16_MIN;
    for (int t = 0; t < 12; t++) {
        int16_t v = (int16_t)((int)(lcg(&seed) % 2000) - 1000);
        ring_push(r, v);
        if (v < minv) minv = v;
        if (v > maxv) maxv = v;
        printf("t=%2d v=%+5" PRId16 " mean=%9.3f len=%zu\n", t, v, ring_mean(r), r->len);
    }
    printf("min=%" PRId16 " max=%" PRId16 " seed=%" PRIu32 " hex=%" PRIx32 "\n", minv, maxv, seed, seed);
    uint64_t acc = UINT64_C(1);
    for (int i = 0; i < 70; i++) acc = acc * 3 + 1;
    printf("acc=%" PRIu64 "\n", acc);
    free(r);
    return 0;
}
