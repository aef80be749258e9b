// features: setjmp_longjmp, recursion, switch_statement, static_local, string_h
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <ctype.h>

/* A tiny expression evaluator that reports syntax errors with longjmp
   from deep inside the recursion back to the statement loop. */
enum { ERR_NONE, ERR_SYNTAX, ERR_DIVZERO, ERR_DEPTH };

static jmp_buf on_error;
static const char *src;
static int depth;

static void fail(int code) { longjmp(on_error, code); }

static long expr(void);

static long atom(void) {
    while (*src == ' ') src++;
    if (*src == '(') {
        src++;
        if (++depth > 5) fail(ERR_DEPTH);
        long v = expr();
        if (*src != ')') fail(ERR_SYNTAX);
        src++;
        depth--;
        while (*src == ' ') src++;
        return v;
    }
    if (!isdigit((unsigned char)*src)) fail(ERR_SYNTAX);
    long v = 0;
    while (isdigit((unsigned char)*src)) v = v * 10 + (*src++ - '0');
    while (*src == ' ') src++;
    return v;
}

static long term(void) {
    long v = atom();
    while (*src == '*' || *src == '/') {
        char op = *src++;
        long r = atom();
        if (op == '/' && r == 0) fail(ERR_DIVZERO);
        v = op == '*' ? v * r : v / r;
    }
    return v;
}

static long expr(void) {
    long v = term();
    while (*src == '+' || *src == '-') {
        char op = *src++;
        long r = term();
        v = op == '+' ? v + r : v - r;
    }
    return v;
}

/* A callee with its own jump buffer: a failure inside is handled here and
   the caller's buffer is left alone. */
static int safe_ratio(int a, int b) {
    jmp_buf local;
    if (setjmp(local) != 0) return -1;
    if (b == 0) longjmp(local, 1);
    return a / b;
}

static int attempts(void) {
    static int calls = 0;
    return ++calls;
}

int main(void) {
    const char *lines[] = {"1 + 2 * 3", "(4 + 6) / 5", "7 / (3 - 3)", "2 * (3 + ", "((((((1))))))", "10 - 4 - 3", "x + 1"};
    static const char *names[] = {"ok", "syntax error", "division by zero", "nesting too deep"};
    int errors = 0;
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        src = lines[i];
        depth = 0;
        int code = setjmp(on_error);
        switch (code) {
            case ERR_NONE: {
                long v = expr();
                if (*src != '\0') fail(ERR_SYNTAX);
                printf("%-16s = %ld\n", lines[i], v);
                break;
            }
            default:
                errors++;
                printf("%-16s : %s at column %ld\n", lines[i], names[code], (long)(src - lines[i]) + 1);
                break;
        }
    }
    printf("%d errors\n", errors);
    printf("ratios: %d %d\n", safe_ratio(9, 3), safe_ratio(1, 0));

    /* longjmp back to an earlier point of the same function: a retry loop */
    jmp_buf retry;
    volatile int tries = 0;
    int why = setjmp(retry);
    tries++;
    int n = attempts();
    printf("try %d (setjmp returned %d, call %d)\n", tries, why, n);
    if (tries < 3) longjmp(retry, tries * 10);
    {
        jmp_buf z;
        int r = setjmp(z);
        if (r == 0) longjmp(z, 0);  /* longjmp with 0 makes setjmp return 1 */
        printf("longjmp(z, 0) made setjmp return %d\n", r);
    }
    return 0;
}
