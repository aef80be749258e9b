// features: realloc, malloc_free, bool_type, switch_statement, pointer_to_struct
#include <stdio.h>
#include <stdlib.h>
#include <stdbool.h>

typedef struct {
    int *data;
    int top;
    int cap;
} Stack;

void init(Stack *s, int cap) { s->data = malloc(cap * sizeof(int)); s->top = -1; s->cap = cap; }
bool empty(const Stack *s) { return s->top < 0; }
void push(Stack *s, int v) {
    if (s->top + 1 == s->cap) {
        s->cap *= 2;
        s->data = realloc(s->data, s->cap * sizeof(int));
    }
    s->data[++s->top] = v;
}
int pop(Stack *s) { return s->data[s->top--]; }
int peek(const Stack *s) { return s->data[s->top]; }

int eval_rpn(const char *expr) {
    Stack s;
    init(&s, 2);
    for (const char *p = expr; *p; p++) {
        if (*p >= '0' && *p <= '9') {
            int v = 0;
            while (*p >= '0' && *p <= '9') v = v * 10 + (*p++ - '0');
            p--;
            push(&s, v);
        } else if (*p == '+' || *p == '-' || *p == '*' || *p == '/') {
            int b = pop(&s), a = pop(&s);
            switch (*p) {
                case '+': push(&s, a + b); break;
                case '-': push(&s, a - b); break;
                case '*': push(&s, a * b); break;
                case '/': push(&s, a / b); break;
            }
        }
    }
    int r = pop(&s);
    free(s.data);
    return r;
}

bool balanced(const char *s) {
    Stack st;
    init(&st, 4);
    bool ok = true;
    for (; *s && ok; s++) {
        char c = *s;
        if (c == '(' || c == '[' || c == '{') push(&st, c);
        else if (c == ')' || c == ']' || c == '}') {
            if (empty(&st)) { ok = false; break; }
            char o = (char)pop(&st);
            ok = (o == '(' && c == ')') || (o == '[' && c == ']') || (o == '{' && c == '}');
        }
    }
    if (!empty(&st)) ok = false;
    free(st.data);
    return ok;
}

int main(void) {
    const char *exprs[] = {"3 4 + 2 *", "5 1 2 + 4 * + 3 -", "100 7 /", "2 3 4 * +"};
    for (int i = 0; i < 4; i++) printf("%-20s = %d\n", exprs[i], eval_rpn(exprs[i]));
    const char *tests[] = {"([]{})", "([)]", "((", "{[()()]}", ""};
    for (int i = 0; i < 5; i++) printf("'%s' -> %s\n", tests[i], balanced(tests[i]) ? "balanced" : "unbalanced");
    Stack s; init(&s, 1);
    for (int i = 1; i <= 10; i++) push(&s, i * i);
    printf("cap=%d top=%d peek=%d\n", s.cap, s.top, peek(&s));
    int sum = 0;
    while (!empty(&s)) sum += pop(&s);
    printf("sum=%d\n", sum);
    return 0;
}
