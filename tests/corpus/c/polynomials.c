// features: struct_value_semantics, memset, pointer_to_struct, stdlib_h, printf_flags
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXDEG 16

typedef struct { int deg; long coef[MAXDEG + 1]; } Poly;

static Poly poly_from(const long *c, int n) {
    Poly p;
    memset(&p, 0, sizeof p);
    p.deg = n - 1;
    for (int i = 0; i < n; i++) p.coef[i] = c[i];
    while (p.deg > 0 && p.coef[p.deg] == 0) p.deg--;
    return p;
}

static Poly poly_mul(const Poly *a, const Poly *b) {
    Poly r;
    memset(&r, 0, sizeof r);
    r.deg = a->deg + b->deg;
    for (int i = 0; i <= a->deg; i++)
        for (int j = 0; j <= b->deg; j++) r.coef[i + j] += a->coef[i] * b->coef[j];
    return r;
}

static Poly poly_add(Poly a, Poly b) {
    Poly r = a.deg >= b.deg ? a : b;
    const Poly *o = a.deg >= b.deg ? &b : &a;
    for (int i = 0; i <= o->deg; i++) r.coef[i] = (a.deg >= b.deg ? a.coef[i] : b.coef[i]) + o->coef[i];
    while (r.deg > 0 && r.coef[r.deg] == 0) r.deg--;
    return r;
}

static long poly_eval(const Poly *p, long x) {
    long v = 0;
    for (int i = p->deg; i >= 0; i--) v = v * x + p->coef[i];
    return v;
}

static Poly derivative(const Poly *p) {
    Poly d;
    memset(&d, 0, sizeof d);
    d.deg = p->deg > 0 ? p->deg - 1 : 0;
    for (int i = 1; i <= p->deg; i++) d.coef[i - 1] = p->coef[i] * i;
    return d;
}

static void poly_print(const char *name, const Poly *p) {
    printf("%s(x) = ", name);
    int first = 1;
    for (int i = p->deg; i >= 0; i--) {
        long c = p->coef[i];
        if (c == 0 && p->deg > 0) continue;
        if (!first) printf(c < 0 ? " - " : " + ");
        else if (c < 0) printf("-");
        long m = labs(c);
        if (m != 1 || i == 0) printf("%ld", m);
        if (i > 0) printf("x");
        if (i > 1) printf("^%d", i);
        first = 0;
    }
    printf("\n");
}

int main(void) {
    long a[] = {-1, 0, 1};
    long b[] = {1, 1};
    long c[] = {3, -2, 0, 5};
    Poly p = poly_from(a, 3), q = poly_from(b, 2), r = poly_from(c, 4);
    poly_print("p", &p);
    poly_print("q", &q);
    poly_print("r", &r);
    Poly pq = poly_mul(&p, &q);
    poly_print("p*q", &pq);
    Poly s = poly_add(pq, r);
    poly_print("p*q+r", &s);
    Poly d = derivative(&s);
    poly_print("d/dx", &d);
    for (long x = -2; x <= 2; x++) printf("s(%ld)=%ld ", x, poly_eval(&s, x));
    printf("\n");
    Poly pw = q;
    for (int k = 2; k <= 6; k++) pw = poly_mul(&pw, &q);
    poly_print("(x+1)^6", &pw);
    return 0;
}
