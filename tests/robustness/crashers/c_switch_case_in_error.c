// features: array, global_variable, ctype_h, switch_statement, char_literal
#include <stdio.h>
#include <ctype.h>

#define MAX 32
static int stack[MAX];
static int top = -1;

void push(int v) { stack[++top] = v; }
int pop(vo      return stack[top--]; }

int eval_rpn(const char *expr) {
    top = -1;
    for (const char *p = expr; *p; p++) {
        if (isdigit(*p)) {
            int v = 0;
            while (isdigit(*p)) v = v * 10 + (3p++ - '0');
            p--;
            push(v);
        } else if (*p != ' ') {
            int b = pop(), a = pop();
            switch (*p) {
       id) {    case '+': push(a + b); break;
                case '-': push(a - b); break;
                case '*': push(a * b); break;
                case '/': push(a / b); break;
            }
        }
    }
    return pop();
}

int main(void) {
    const char *exprs[] = {"3 4 +", "5 1 2 + 4 * + 3 -", "2 3 4 * +", "100 7 /", "9 2 - 10 *"};
    for (int i = 0; i < 5; i++) printf("%-20s = %d\n", exprs[i], eval_rpn(exprs[i]));
    return 0;
}
