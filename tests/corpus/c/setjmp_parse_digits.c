// features: setjmp_longjmp, global_variable, char_literal, while_statement
#include <stdio.h>
#include <setjmp.h>
#include <string.h>

static jmp_buf env;
static const char *err_msg;

static void fail(const char *msg) {
    err_msg = msg;
    longjmp(env, 1);
}

static int parse_digit(char c) {
    if (c < '0' || c > '9') fail("not a digit");
    return c - '0';
}

static int parse_number(const char *s) {
    int v = 0;
    if (*s == '\0') fail("empty");
    while (*s) {
        v = v * 10 + parse_digit(*s++);
        if (v > 9999) fail("too large");
    }
    return v;
}

int main(void) {
    const char *tests[] = {"123", "45x", "", "99999", "0007"};
    int sum = 0;
    for (int i = 0; i < 5; i++) {
        if (setjmp(env) == 0) {
            int v = parse_number(tests[i]);
            sum += v;
            printf("'%s' -> %d\n", tests[i], v);
        } else {
            printf("'%s' -> error: %s\n", tests[i], err_msg);
        }
    }
    printf("sum = %d\n", sum);
    jmp_buf retry;
    volatile int attempts = 0;
    int code = setjmp(retry);
    attempts++;
    printf("attempt %d (code %d)\n", attempts, code);
    if (attempts < 3) longjmp(retry, attempts * 10);
    printf("done after %d attempts\n", attempts);
    return 0;
}
