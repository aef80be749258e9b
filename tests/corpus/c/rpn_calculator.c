// features: strtok, stdlib_h, switch_statement, designated_initializer, math_h
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <math.h>

#define STACK_MAX 32

typedef struct { double v[STACK_MAX]; int top; } Stack;

static int push(Stack *s, double x) { if (s->top == STACK_MAX) return 0; s->v[s->top++] = x; return 1; }
static int pop(Stack *s, double *x) { if (s->top == 0) return 0; *x = s->v[--s->top]; return 1; }

static const char *eval(const char *expr, double *result) {
    Stack s = {.top = 0};
    char buf[128];
    strncpy(buf, expr, sizeof buf - 1);
    buf[sizeof buf - 1] = '\0';
    for (char *tok = strtok(buf, " \t"); tok; tok = strtok(NULL, " \t")) {
        char *end;
        double num = strtod(tok, &end);
        if (*end == '\0') { if (!push(&s, num)) return "stack overflow"; continue; }
        if (strlen(tok) == 1 && strchr("+-*/^", tok[0])) {
            double a, b;
            if (!pop(&s, &b) || !pop(&s, &a)) return "stack underflow";
            double r = 0;
            switch (tok[0]) {
            case '+': r = a + b; break;
            case '-': r = a - b; break;
            case '*': r = a * b; break;
            case '/': if (b == 0) return "division by zero"; r = a / b; break;
            case '^': r = pow(a, b); break;
            }
            push(&s, r);
        } else if (strcmp(tok, "sqrt") == 0) {
            double a;
            if (!pop(&s, &a)) return "stack underflow";
            push(&s, sqrt(a));
        } else if (strcmp(tok, "dup") == 0) {
            if (s.top == 0) return "stack underflow";
            push(&s, s.v[s.top - 1]);
        } else {
            return "unknown token";
        }
    }
    if (s.top != 1) return s.top == 0 ? "empty" : "leftover values";
    *result = s.v[0];
    return NULL;
}

int main(void) {
    const char *tests[] = {"3 4 +", "5 1 2 + 4 * + 3 -", "2 10 ^ 24 -", "9 sqrt dup *", "1 0 /", "1 +",
                           "4 2 5", "3 x *", "1.5e1 0.5 *", ""};
    for (size_t i = 0; i < sizeof tests / sizeof tests[0]; i++) {
        double r;
        const char *err = eval(tests[i], &r);
        if (err) printf("%-22s error: %s\n", tests[i], err);
        else printf("%-22s = %g\n", tests[i], r);
    }
    return 0;
}
