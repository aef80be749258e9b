// features: inttypes_h, malloc_free, struct_value_semantics, bitwise_operators, unsigned_types, printf_flags
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <inttypes.h>

/* open addressing map from uint32 keys to int64 values */
typedef struct { uint32_t key; int64_t val; uint8_t used; } Slot;
typedef struct { Slot *slots; size_t cap, len; } Map;

static uint32_t hash32(uint32_t x) {
    x ^= x >> 16; x *= 0x7feb352dU; x ^= x >> 15; x *= 0x846ca68bU; x ^= x >> 16;
    return x;
}

static void map_put(Map *m, uint32_t key, int64_t val);

static void grow(Map *m) {
    Map bigger = { calloc(m->cap * 2, sizeof(Slot)), m->cap * 2, 0 };
    for (size_t i = 0; i < m->cap; i++)
        if (m->slots[i].used) map_put(&bigger, m->slots[i].key, m->slots[i].val);
    free(m->slots);
    *m = bigger;
}

static void map_put(Map *m, uint32_t key, int64_t val) {
    if ((m->len + 1) * 4 > m->cap * 3) grow(m);
    size_t i = hash32(key) & (m->cap - 1);
    while (m->slots[i].used && m->slots[i].key != key) i = (i + 1) & (m->cap - 1);
    if (!m->slots[i].used) { m->slots[i].used = 1; m->slots[i].key = key; m->len++; m->slots[i].val = 0; }
    m->slots[i].val += val;
}

static int64_t map_get(const Map *m, uint32_t key) {
    size_t i = hash32(key) & (m->cap - 1);
    while (m->slots[i].used) {
        if (m->slots[i].key == key) return m->slots[i].val;
        i = (i + 1) & (m->cap - 1);
    }
    return 0;
}

int main(void) {
    Map a = { calloc(8, sizeof(Slot)), 8, 0 };
    Map b = { calloc(8, sizeof(Slot)), 8, 0 };
    /* a = 3x^100 + 2x^5 - x + 7 ; b = x^5 - 4x^2 + 1 */
    map_put(&a, 100, 3); map_put(&a, 5, 2); map_put(&a, 1, -1); map_put(&a, 0, 7);
    map_put(&b, 5, 1); map_put(&b, 2, -4); map_put(&b, 0, 1);
    Map prod = { calloc(8, sizeof(Slot)), 8, 0 };
    for (size_t i = 0; i < a.cap; i++) {
        if (!a.slots[i].used) continue;
        for (size_t j = 0; j < b.cap; j++) {
            if (!b.slots[j].used) continue;
            map_put(&prod, a.slots[i].key + b.slots[j].key, a.slots[i].val * b.slots[j].val);
        }
    }
    printf("product has %zu terms in %zu slots\n", prod.len, prod.cap);
    uint32_t exps[] = {105, 102, 100, 10, 7, 6, 5, 3, 2, 1, 0, 42};
    for (size_t k = 0; k < sizeof exps / sizeof exps[0]; k++)
        printf("coef x^%-3" PRIu32 " = %" PRId64 "\n", exps[k], map_get(&prod, exps[k]));
    int64_t big = INT64_C(1) << 40;
    map_put(&prod, 7, big);
    printf("x^7 now %" PRId64 " (hex %#" PRIx64 ")\n", map_get(&prod, 7), (uint64_t)map_get(&prod, 7));
    printf("hash32(1)=%" PRIu32 " hash32(12345)=%08" PRIX32 "\n", hash32(1), hash32(12345));
    free(a.slots); free(b.slots); free(prod.slots);
    return 0;
}
