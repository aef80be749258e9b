// features: assert_h, struct, designated_initializer, main_exit_status
#include <stdio.h>
#include <assert.h>
#include <stdlib.h>

typedef struct {
    int data[8];
    int top;
} Stack;

static void push(Stack *s, int v) {
    assert(s->top < 8 && "stack overflow");
    s->data[s->top++] = v;
}

static int pop(Stack *s) {
    assert(s->top > 0);
    return s->data[--s->top];
}

int main(void) {
    Stack s = { .top = 0 };
    for (int i = 1; i <= 5; i++) push(&s, i * i);
    int sum = 0;
    while (s.top > 0) {
        int v = pop(&s);
        printf("pop %d\n", v);
        sum += v;
    }
    printf("sum %d\n", sum);
    fflush(stdout);
    pop(&s);
    puts("unreachable");
    return 0;
}
