// features: recursion, global_variable, ctype_h, strtok, stdlib_h, string_h
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

/* A tiny line-oriented interpreter: let x = expr; print expr; */
typedef struct { char name[16]; long value; } Var;
static Var vars[32];
static int nvars;
static const char *src;
static int had_error;

static long *lookup(const char *name, int create) {
    for (int i = 0; i < nvars; i++) if (!strcmp(vars[i].name, name)) return &vars[i].value;
    if (!create) return NULL;
    snprintf(vars[nvars].name, sizeof vars[nvars].name, "%s", name);
    vars[nvars].value = 0;
    return &vars[nvars++].value;
}

static void skip(void) { while (isspace((unsigned char)*src)) src++; }
static long expr(void);

static long primary(void) {
    skip();
    if (*src == '(') { src++; long v = expr(); skip(); if (*src == ')') src++; else had_error = 1; return v; }
    if (*src == '-') { src++; return -primary(); }
    if (isdigit((unsigned char)*src)) { char *end; long v = strtol(src, &end, 10); src = end; return v; }
    if (isalpha((unsigned char)*src)) {
        char name[16]; int n = 0;
        while (isalnum((unsigned char)*src) && n < 15) name[n++] = *src++;
        name[n] = 0;
        long *p = lookup(name, 0);
        if (!p) { printf("error: undefined '%s'\n", name); had_error = 1; return 0; }
        return *p;
    }
    had_error = 1;
    return 0;
}

static long term(void) {
    long v = primary();
    for (;;) {
        skip();
        char op = *src;
        if (op != '*' && op != '/' && op != '%') return v;
        src++;
        long r = primary();
        if ((op == '/' || op == '%') && r == 0) { printf("error: division by zero\n"); had_error = 1; return 0; }
        v = op == '*' ? v * r : op == '/' ? v / r : v % r;
    }
}

static long expr(void) {
    long v = term();
    for (;;) {
        skip();
        if (*src == '+') { src++; v += term(); }
        else if (*src == '-') { src++; v -= term(); }
        else return v;
    }
}

static void run_line(const char *line) {
    had_error = 0;
    src = line;
    skip();
    if (strncmp(src, "let ", 4) == 0) {
        src += 4; skip();
        char name[16]; int n = 0;
        while (isalnum((unsigned char)*src) && n < 15) name[n++] = *src++;
        name[n] = 0;
        skip();
        if (*src != '=') { printf("error: expected '='\n"); return; }
        src++;
        long v = expr();
        if (!had_error) *lookup(name, 1) = v;
    } else if (strncmp(src, "print ", 6) == 0) {
        src += 6;
        long v = expr();
        if (!had_error) printf("%ld\n", v);
    } else {
        printf("error: unknown statement: %s\n", line);
    }
}

int main(void) {
    const char *program =
        "let x = 6 * 7\n"
        "let y = (x - 2) / 5\n"
        "print x + y\n"
        "print -x % 5\n"
        "let z = y * y * y - 1\n"
        "print z\n"
        "print q + 1\n"
        "print 10 / (y - 8)\n"
        "goto 10\n"
        "let big = 123456789 * 1000\n"
        "print big\n";
    char *copy = strdup(program);
    for (char *line = strtok(copy, "\n"); line; line = strtok(NULL, "\n")) {
        printf("> %s\n", line);
        run_line(line);
    }
    free(copy);
    printf("%d variables:", nvars);
    for (int i = 0; i < nvars; i++) printf(" %s=%ld", vars[i].name, vars[i].value);
    printf("\n");
    return 0;
}
