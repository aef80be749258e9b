// features: unsigned_types, inttypes_h, memset, struct, struct_value_semantics
#include <stdio.h>
#include <string.h>
#include <stdint.h>

#define DIGITS 200

typedef struct { uint32_t limb[DIGITS]; int used; } Big;  /* base 10^9 limbs */

static void big_set(Big *b, uint32_t v) { memset(b, 0, sizeof *b); b->limb[0] = v; b->used = 1; }

static void big_mul_small(Big *b, uint32_t m) {
    uint64_t carry = 0;
    for (int i = 0; i < b->used; i++) {
        uint64_t cur = (uint64_t)b->limb[i] * m + carry;
        b->limb[i] = (uint32_t)(cur % 1000000000u);
        carry = cur / 1000000000u;
    }
    while (carry) { b->limb[b->used++] = (uint32_t)(carry % 1000000000u); carry /= 1000000000u; }
}

static void big_add(Big *a, const Big *b) {
    uint64_t carry = 0;
    int n = a->used > b->used ? a->used : b->used;
    for (int i = 0; i < n; i++) {
        uint64_t cur = (uint64_t)a->limb[i] + b->limb[i] + carry;
        a->limb[i] = (uint32_t)(cur % 1000000000u);
        carry = cur / 1000000000u;
    }
    a->used = n;
    if (carry) a->limb[a->used++] = (uint32_t)carry;
}

static void big_print(const char *label, const Big *b) {
    printf("%s = %u", label, b->limb[b->used - 1]);
    for (int i = b->used - 2; i >= 0; i--) printf("%09u", b->limb[i]);
    int digits = 0;
    for (uint32_t top = b->limb[b->used - 1]; top; top /= 10) digits++;
    printf(" (%d digits)\n", digits + 9 * (b->used - 1));
}

static unsigned digit_sum(const Big *b) {
    unsigned s = 0;
    for (int i = 0; i < b->used; i++) for (uint32_t v = b->limb[i]; v; v /= 10) s += v % 10;
    return s;
}

int main(void) {
    Big f;
    big_set(&f, 1);
    for (uint32_t i = 2; i <= 50; i++) big_mul_small(&f, i);
    big_print("50!", &f);
    printf("digit sum %u\n", digit_sum(&f));
    Big a, b;
    big_set(&a, 0);
    big_set(&b, 1);
    for (int i = 0; i < 150; i++) { Big t = b; big_add(&b, &a); a = t; }
    big_print("fib(150)", &a);
    uint64_t x = UINT64_MAX;
    printf("u64 max %llu, /7 = %llu, %%1000 = %llu, >>60 = %llu\n", (unsigned long long)x,
           (unsigned long long)(x / 7), (unsigned long long)(x % 1000), (unsigned long long)(x >> 60));
    return 0;
}
