// features: inttypes_h, integer_overflow_wrap, unsigned_types, struct_value_semantics, memset, do_statement
#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <inttypes.h>

#define DIGITS 60

typedef struct { unsigned char d[DIGITS]; int len; } Big;

static void big_set(Big *b, unsigned v) {
    memset(b->d, 0, sizeof b->d);
    b->len = 0;
    do { b->d[b->len++] = v % 10; v /= 10; } while (v);
}

static void big_add(Big *r, const Big *a, const Big *b) {
    int carry = 0, n = a->len > b->len ? a->len : b->len;
    for (int i = 0; i < n; i++) {
        int s = a->d[i] + b->d[i] + carry;
        r->d[i] = s % 10;
        carry = s / 10;
    }
    r->len = n;
    if (carry) r->d[r->len++] = carry;
}

static void big_print(const Big *b) {
    for (int i = b->len - 1; i >= 0; i--) putchar('0' + b->d[i]);
}

int main(void) {
    Big a, b, c;
    big_set(&a, 0);
    big_set(&b, 1);
    uint32_t f32a = 0, f32b = 1;
    uint64_t f64a = 0, f64b = 1;
    for (int i = 1; i <= 100; i++) {
        big_add(&c, &a, &b);
        a = b;
        b = c;
        uint32_t t32 = f32a + f32b; f32a = f32b; f32b = t32;
        uint64_t t64 = f64a + f64b; f64a = f64b; f64b = t64;
        if (i % 10 == 0 || i == 47 || i == 48 || i == 93 || i == 94) {
            printf("F(%3d) = ", i);
            big_print(&a);
            printf("  u32=%" PRIu32 "  u64=%" PRIu64 "\n", f32a, f64a);
        }
    }
    printf("digits of F(100): %d\n", a.len);
    unsigned short us = 65535; us++;
    unsigned char uc = 200; uc += 100;
    int8_t s8 = 127; s8++;
    uint16_t big = 40000; int16_t sgn = (int16_t)big;
    printf("wrap: %u %u %d %d\n", us, uc, s8, sgn);
    unsigned u = 0; u--;
    printf("0u-1 = %u = 0x%x, as int %d\n", u, u, (int)u);
    size_t z = 3; z -= 5;
    printf("size_t 3-5 = %zu\n", z);
    int64_t m = INT64_MAX;
    printf("max64 %" PRId64 " hex %" PRIx64 "\n", m, (uint64_t)m + 1);
    return 0;
}
