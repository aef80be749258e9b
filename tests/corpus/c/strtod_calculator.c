// features: stdlib_h, recursion, ctype_h, global_variable, pointer_arithmetic
#include <stdio.h>
#include <stdlib.h>
#include <ctype.h>
#include <string.h>

/* recursive descent calculator over doubles using strtod */
static const char *p;
static int error;

static void skip(void) { while (isspace((unsigned char)*p)) p++; }
static double expr(void);

static double primary(void) {
    skip();
    if (*p == '(') {
        p++;
        double v = expr();
        skip();
        if (*p == ')') p++; else error = 1;
        return v;
    }
    if (*p == '-') { p++; return -primary(); }
    char *end;
    double v = strtod(p, &end);
    if (end == p) { error = 1; return 0; }
    p = end;
    return v;
}

static double term(void) {
    double v = primary();
    for (;;) {
        skip();
        if (*p == '*') { p++; v *= primary(); }
        else if (*p == '/') { p++; v /= primary(); }
        else return v;
    }
}

static double expr(void) {
    double v = term();
    for (;;) {
        skip();
        if (*p == '+') { p++; v += term(); }
        else if (*p == '-') { p++; v -= term(); }
        else return v;
    }
}

int main(void) {
    const char *inputs[] = {"1 + 2 * 3", "(1 + 2) * 3", "10 / 4", "2.5e2 - 0.5", "-(3 - 5) * 1.5",
                            "7 / 0", "3 + * 4", "1e-3 * 1000", "((2))"};
    for (size_t i = 0; i < sizeof inputs / sizeof *inputs; i++) {
        p = inputs[i];
        error = 0;
        double v = expr();
        skip();
        if (*p != '\0') error = 1;
        if (error) printf("%-16s => error at offset %ld\n", inputs[i], (long)(p - inputs[i]));
        else printf("%-16s => %g\n", inputs[i], v);
    }
    /* integer parsing with bases */
    const char *nums = "42 0x1F 017 -99 12abc";
    char *end;
    const char *q = nums;
    while (*q) {
        long v = strtol(q, &end, 0);
        if (end == q) break;
        printf("parsed %ld, rest \"%s\"\n", v, end);
        q = end;
    }
    unsigned long u = strtoul("ff", NULL, 16);
    printf("ff = %lu, binary 1011 = %ld\n", u, strtol("1011", NULL, 2));
    return 0;
}
