// features: designated_initializer, enum, sscanf, switch_statement, ctype_h, array_of_structs
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <stdlib.h>

enum op { OP_LOAD, OP_ADD, OP_SUB, OP_MUL, OP_JNZ, OP_DEC, OP_PRINT, OP_HALT, OP_COUNT };

static const struct opinfo { const char *mnemonic; int operands; } ops[OP_COUNT] = {
    [OP_HALT] = { "halt", 0 },
    [OP_LOAD] = { "load", 2 },
    [OP_ADD] = { "add", 2 },
    [OP_SUB] = { "sub", 2 },
    [OP_MUL] = { "mul", 2 },
    [OP_JNZ] = { "jnz", 2 },
    [OP_DEC] = { "dec", 1 },
    [OP_PRINT] = { "print", 1 },
};

typedef struct { enum op op; int a, b; } Insn;

static int parse_reg(const char *s) { return (s[0] == 'r' && isdigit((unsigned char)s[1])) ? s[1] - '0' : -1; }

static int assemble(const char *src, Insn *prog, int max) {
    char line[64];
    int n = 0;
    const char *p = src;
    while (*p && n < max) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        if (len >= sizeof line) len = sizeof line - 1;
        memcpy(line, p, len);
        line[len] = '\0';
        p += len + (nl != NULL);
        char *hash = strchr(line, ';');
        if (hash) *hash = '\0';
        char m[8], x[8], y[8];
        int k = sscanf(line, " %7s %7[^, ] , %7s", m, x, y);
        if (k <= 0) continue;
        int op = -1;
        for (int i = 0; i < OP_COUNT; i++) if (strcmp(ops[i].mnemonic, m) == 0) op = i;
        if (op < 0 || k - 1 != ops[op].operands) { printf("line error: '%s'\n", line); return -1; }
        prog[n].op = (enum op)op;
        prog[n].a = k > 1 ? parse_reg(x) : 0;
        prog[n].b = k > 2 ? (isdigit((unsigned char)y[0]) || y[0] == '-' ? atoi(y) : parse_reg(y)) : 0;
        n++;
    }
    return n;
}

static void run(const Insn *prog, int n) {
    long reg[4] = {0};
    int pc = 0, steps = 0;
    while (pc < n && steps++ < 1000) {
        const Insn *in = &prog[pc++];
        switch (in->op) {
        case OP_LOAD: reg[in->a] = in->b; break;
        case OP_ADD: reg[in->a] += reg[in->b]; break;
        case OP_SUB: reg[in->a] -= reg[in->b]; break;
        case OP_MUL: reg[in->a] *= reg[in->b]; break;
        case OP_DEC: reg[in->a]--; break;
        case OP_JNZ: if (reg[in->a]) pc = in->b; break;
        case OP_PRINT: printf("r%d = %ld\n", in->a, reg[in->a]); break;
        case OP_HALT: pc = n; break;
        default: break;
        }
    }
    printf("halted after %d steps\n", steps);
}

int main(void) {
    const char *src =
        "load r0, 1     ; accumulator\n"
        "load r1, 10    ; counter\n"
        "mul r0, r1\n"
        "dec r1\n"
        "jnz r1, 2\n"
        "print r0\n"
        "load r2, 7\n"
        "load r3, -3\n"
        "sub r2, r3\n"
        "print r2\n"
        "halt\n";
    Insn prog[32];
    int n = assemble(src, prog, 32);
    printf("%d instructions\n", n);
    for (int i = 0; i < n; i++)
        printf("%02d %-5s %d %d\n", i, ops[prog[i].op].mnemonic, prog[i].a, prog[i].b);
    run(prog, n);
    Insn bad[4];
    printf("bad: %d\n", assemble("load r0\n", bad, 4));
    return 0;
}
