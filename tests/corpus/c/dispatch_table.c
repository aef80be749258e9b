// features: function_pointer, function_pointer_array, struct, qsort, sscanf, memset, string_h
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

typedef int (*binop_fn)(int, int);

static int op_add(int a, int b) { return a + b; }
static int op_sub(int a, int b) { return a - b; }
static int op_mul(int a, int b) { return a * b; }
static int op_div(int a, int b) { return b ? a / b : 0; }
static int op_mod(int a, int b) { return b ? a % b : 0; }
static int op_pow(int a, int b) { int r = 1; while (b-- > 0) r *= a; return r; }

struct Command {
    const char *name;
    binop_fn fn;
    const char *help;
};

static const struct Command commands[] = {
    {"add", op_add, "sum of two"},
    {"sub", op_sub, "difference"},
    {"mul", op_mul, "product"},
    {"div", op_div, "integer quotient"},
    {"mod", op_mod, "remainder"},
    {"pow", op_pow, "power"},
};
#define NCMD (sizeof(commands) / sizeof(commands[0]))

static const struct Command *lookup(const char *name) {
    for (size_t i = 0; i < NCMD; i++)
        if (strcmp(commands[i].name, name) == 0) return &commands[i];
    return NULL;
}

static int cmp_cmd(const void *a, const void *b) {
    const struct Command *x = a, *y = b;
    return strcmp(x->help, y->help);
}

int main(void) {
    const char *script[] = {
        "add 3 4", "mul 6 7", "pow 2 10", "div 17 5", "mod 17 5", "sub 1 100", "sqrt 9", "div 1 0",
    };
    for (size_t i = 0; i < sizeof script / sizeof *script; i++) {
        char name[8];
        int a, b;
        if (sscanf(script[i], "%7s %d %d", name, &a, &b) != 3) {
            printf("%-10s -> parse error\n", script[i]);
            continue;
        }
        const struct Command *c = lookup(name);
        if (!c) { printf("%-10s -> unknown command '%s'\n", script[i], name); continue; }
        printf("%-10s -> %d\n", script[i], c->fn(a, b));
    }
    struct Command sorted[NCMD];
    memcpy(sorted, commands, sizeof commands);
    qsort(sorted, NCMD, sizeof sorted[0], cmp_cmd);
    for (size_t i = 0; i < NCMD; i++) printf("  %s: %s (f(12,5)=%d)\n", sorted[i].name, sorted[i].help, sorted[i].fn(12, 5));
    binop_fn table[3] = {op_add, op_mul, op_pow};
    int acc = 2;
    for (int r = 0; r < 3; r++) for (int i = 0; i < 3; i++) acc = table[i](acc, 2) % 1000;
    printf("acc=%d\n", acc);
    return 0;
}
