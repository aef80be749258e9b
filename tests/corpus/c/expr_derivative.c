// features: union, struct, recursion, malloc_free, snprintf, switch_statement, pointer_to_struct
#include <stdio.h>
#include <stdlib.h>
#include <ctype.h>
#include <string.h>

typedef enum { NUM, VAR, BIN } Kind;
typedef struct Expr {
    Kind kind;
    union {
        double num;
        char var;
        struct { char op; struct Expr *l, *r; } bin;
    };
} Expr;

static const char *src;

static Expr *mk_num(double v) { Expr *e = malloc(sizeof *e); e->kind = NUM; e->num = v; return e; }
static Expr *mk_var(char c) { Expr *e = malloc(sizeof *e); e->kind = VAR; e->var = c; return e; }
static Expr *mk_bin(char op, Expr *l, Expr *r) {
    Expr *e = malloc(sizeof *e);
    e->kind = BIN; e->bin.op = op; e->bin.l = l; e->bin.r = r;
    return e;
}

static void skip(void) { while (isspace((unsigned char)*src)) src++; }
static Expr *parse_expr(void);

static Expr *parse_atom(void) {
    skip();
    if (*src == '(') { src++; Expr *e = parse_expr(); skip(); if (*src == ')') src++; return e; }
    if (isalpha((unsigned char)*src)) return mk_var(*src++);
    char *end;
    double v = strtod(src, &end);
    src = end;
    return mk_num(v);
}
static Expr *parse_pow(void) {
    Expr *b = parse_atom();
    skip();
    if (*src == '^') { src++; return mk_bin('^', b, parse_pow()); }
    return b;
}
static Expr *parse_term(void) {
    Expr *e = parse_pow();
    for (;;) {
        skip();
        if (*src != '*' && *src != '/') return e;
        char op = *src++;
        e = mk_bin(op, e, parse_pow());
    }
}
static Expr *parse_expr(void) {
    Expr *e = parse_term();
    for (;;) {
        skip();
        if (*src != '+' && *src != '-') return e;
        char op = *src++;
        e = mk_bin(op, e, parse_term());
    }
}

static double eval(const Expr *e, double x) {
    switch (e->kind) {
    case NUM: return e->num;
    case VAR: return x;
    case BIN: {
        double a = eval(e->bin.l, x), b = eval(e->bin.r, x);
        switch (e->bin.op) {
        case '+': return a + b;
        case '-': return a - b;
        case '*': return a * b;
        case '/': return a / b;
        case '^': { double r = 1; for (int i = 0; i < (int)b; i++) r *= a; return r; }
        }
    }
    }
    return 0;
}

static Expr *derive(const Expr *e) {
    switch (e->kind) {
    case NUM: return mk_num(0);
    case VAR: return mk_num(1);
    case BIN:
        switch (e->bin.op) {
        case '+': case '-': return mk_bin(e->bin.op, derive(e->bin.l), derive(e->bin.r));
        case '*': return mk_bin('+', mk_bin('*', derive(e->bin.l), e->bin.r), mk_bin('*', e->bin.l, derive(e->bin.r)));
        case '^': return mk_bin('*', mk_bin('*', mk_num(e->bin.r->num), mk_bin('^', e->bin.l, mk_num(e->bin.r->num - 1))), derive(e->bin.l));
        default: return mk_num(0);
        }
    }
    return NULL;
}

static void print(const Expr *e, char *out, size_t cap) {
    char a[256], b[256];
    switch (e->kind) {
    case NUM: snprintf(out, cap, "%g", e->num); break;
    case VAR: snprintf(out, cap, "%c", e->var); break;
    case BIN:
        print(e->bin.l, a, sizeof a);
        print(e->bin.r, b, sizeof b);
        snprintf(out, cap, "(%s %c %s)", a, e->bin.op, b);
        break;
    }
}

int main(void) {
    const char *inputs[] = { "3*x^2 + 2*x - 5", "(x+1)*(x-1)", "x^3/2", "2.5*x*x" };
    for (int i = 0; i < 4; i++) {
        src = inputs[i];
        Expr *e = parse_expr();
        Expr *d = derive(e);
        char buf[256];
        print(e, buf, sizeof buf);
        printf("f(x)  = %s\n", buf);
        print(d, buf, sizeof buf);
        printf("f'(x) = %s\n", buf);
        for (double x = -1; x <= 2; x += 1.5)
            printf("  x=%4.1f f=%8.3f f'=%8.3f\n", x, eval(e, x), eval(d, x));
    }
    printf("sizeof(Expr)=%zu\n", sizeof(Expr));
    return 0;
}
