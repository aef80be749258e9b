// features: number_literal, concatenated_string, register_inline, storage_class_extern, variable_length_array, usual_arithmetic_conversions
#include <stdio.h>

extern int shared_counter;
int shared_counter = 3;

static inline int twice(int x) { return 2 * x; }

int sum_vla(int n) {
    int vals[n];
    for (register int i = 0; i < n; i++) vals[i] = i * i;
    int s = 0;
    for (int i = 0; i < n; i++) s += vals[i];
    return s;
}

int main(void) {
    printf("%d %d %d %d\n", 0x1F, 017, 0b101, 1000000);
    printf("%ld %lu %u\n", 123456789012L, 42UL, 7u);
    printf("%.3f %.2e %f\n", 1.5e3, 2.5E-3, .25);
    printf("%d %.1f\n", 'A' + 1, 3.0f * 2);
    printf("concatenated: " "one " "two" "\n");
    printf("twice=%d shared=%d\n", twice(21), shared_counter + twice(shared_counter));
    printf("vla sums: %d %d %d\n", sum_vla(1), sum_vla(5), sum_vla(10));
    unsigned int u = 3;
    int neg = -5;
    printf("%d\n", neg + u > 0);
    long l = 2147483647;
    printf("%ld\n", l + 1);
    char c = 'x';
    short s = 1000;
    printf("%d %d\n", c * 2, s * s);
    double d = 1 / 2 + 1.0 / 2;
    printf("%.2f\n", d);
    unsigned char small = 200;
    printf("%d\n", small + small);
    return 0;
}
