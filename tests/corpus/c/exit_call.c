// features: exit_function, function_definition, while_statement, printf
#include <stdio.h>
#include <stdlib.h>

static int depth = 0;

void descend(int n) {
    depth++;
    if (n == 0) {
        printf("bottom reached at depth %d\n", depth);
        exit(42);
    }
    descend(n - 1);
    printf("never printed\n");
}

int main(void) {
    int i = 0;
    while (i < 3) {
        printf("step %d\n", i);
        i++;
    }
    descend(5);
    return 0;
}
