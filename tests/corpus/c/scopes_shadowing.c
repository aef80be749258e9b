// features: block_scope, usual_arithmetic_conversions, comparison_operators, local_variable
#include <stdio.h>

int x = 100;

int show(void) { return x; }

int main(void) {
    printf("global %d\n", x);
    int x = 1;
    printf("local %d, show() %d\n", x, show());
    {
        int x = 2;
        printf("block %d\n", x);
        {
            int x = 3;
            x *= 10;
            printf("inner block %d\n", x);
        }
        x++;
        printf("block again %d\n", x);
    }
    printf("local again %d\n", x);
    for (int i = 0; i < 3; i++) {
        int x = i * i;
        printf("loop %d: %d\n", i, x);
    }
    for (int i = 5; i < 7; i++) printf("second loop %d\n", i);
    printf("%d %d %d\n", -1 < 1u, -1 < 1, (unsigned)3 > -2);
    unsigned n = 5;
    int k = -1;
    printf("k < n: %d, k < (int)n: %d\n", k < n, k < (int)n);
    long big = -1;
    printf("%d\n", big < 1u);
    return 0;
}
