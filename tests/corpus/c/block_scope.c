// features: block_scope, static_local, global_variable, do_statement, for_statement
#include <stdio.h>

int x = 1;

int counter(void) {
    static int calls = 0;
    return ++calls;
}

int main(void) {
    printf("global x=%d\n", x);
    int x = 2;
    printf("local x=%d\n", x);
    {
        int x = 3;
        printf("inner x=%d\n", x);
        {
            int x = 0;
            x = 4;
            printf("innermost x=%d\n", x);
        }
        printf("inner again x=%d\n", x);
    }
    printf("local again x=%d\n", x);
    for (int x = 10; x < 12; x++) printf("loop x=%d\n", x);
    printf("after loop x=%d\n", x);
    for (int i = 0; i < 3; i++) {
        int acc = 0;
        acc += i * 10;
        printf("acc=%d\n", acc);
    }
    for (int i = 0; i < 3; i++) {
        int fresh;
        if (i == 0) fresh = 5;
        else fresh = i;
        printf("fresh=%d\n", fresh);
    }
    for (int i = 0; i < 4; i++) printf("call %d\n", counter());
    int total = 0;
    int i = 100;
    do {
        int i = total;
        total += i + 1;
    } while (total < 20);
    printf("total=%d i=%d\n", total, i);
    return 0;
}
