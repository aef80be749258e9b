// features: struct_value_semantics, compound_literal, integer_division, snprintf, printf_flags, exit_function, stdlib_h
#include <stdio.h>
#include <stdlib.h>
#include <limits.h>

typedef struct { long num, den; } Frac;

static long gcd(long a, long b) {
    if (a < 0) a = -a;
    if (b < 0) b = -b;
    while (b) { long t = a % b; a = b; b = t; }
    return a;
}

static Frac make(long n, long d) {
    if (d == 0) { fprintf(stderr, "zero denominator\n"); exit(2); }
    if (d < 0) { n = -n; d = -d; }
    long g = gcd(n, d);
    if (g == 0) g = 1;
    return (Frac){ n / g, d / g };
}

static Frac add(Frac a, Frac b) { return make(a.num * b.den + b.num * a.den, a.den * b.den); }
static Frac sub(Frac a, Frac b) { return make(a.num * b.den - b.num * a.den, a.den * b.den); }
static Frac mul(Frac a, Frac b) { return make(a.num * b.num, a.den * b.den); }
static Frac divf(Frac a, Frac b) { return make(a.num * b.den, a.den * b.num); }

static void show(const char *label, Frac f) {
    if (f.den == 1) printf("%-10s = %ld\n", label, f.num);
    else printf("%-10s = %ld/%ld (%.4f)\n", label, f.num, f.den, (double)f.num / f.den);
}

int main(void) {
    Frac a = make(3, 4), b = make(-5, 6);
    show("a", a);
    show("b", b);
    show("a+b", add(a, b));
    show("a-b", sub(a, b));
    show("a*b", mul(a, b));
    show("a/b", divf(a, b));

    /* harmonic numbers H(1..10) exactly */
    Frac h = make(0, 1);
    for (int i = 1; i <= 10; i++) {
        h = add(h, make(1, i));
        char lbl[16];
        snprintf(lbl, sizeof lbl, "H(%d)", i);
        show(lbl, h);
    }
    /* Egyptian fraction of 7/15 */
    Frac r = make(7, 15);
    printf("7/15 =");
    int first = 1;
    while (r.num > 0) {
        long d = (r.den + r.num - 1) / r.num;
        printf("%s1/%ld", first ? " " : " + ", d);
        first = 0;
        r = sub(r, make(1, d));
    }
    putchar('\n');
    printf("LONG_MAX=%ld INT_MIN=%d\n", LONG_MAX, INT_MIN);
    return 0;
}
