// features: comma_expression, conditional_expression, logical_operators, update_expression
#include <stdio.h>

int calls = 0;
int truthy(int v) { calls++; return v; }

int main(void) {
    int i, j;
    for (i = 0, j = 10; i < j; i += 2, j -= 2) printf("(%d,%d) ", i, j);
    printf("\n");
    int x = (i++, j++, i + j);
    printf("x=%d i=%d j=%d\n", x, i, j);
    for (int k = -2; k <= 2; k++) printf("%s ", k < 0 ? "neg" : k == 0 ? "zero" : "pos");
    printf("\n");
    int r = truthy(0) && truthy(1);
    int s = truthy(2) || truthy(3);
    int t = truthy(4) && truthy(5);
    printf("r=%d s=%d t=%d calls=%d\n", r, s, t, calls);
    printf("%d %d %d\n", !5, !0, !!42);
    int a = 5;
    int b = a++ + ++a;
    printf("a=%d b=%d\n", a, b);
    int c = 10;
    c -= 3; c *= 4; c /= 3; c %= 5; c <<= 3; c >>= 1; c |= 1; c &= 13; c ^= 6;
    printf("c=%d\n", c);
    printf("%d\n", (3 > 2) + (2 > 3) + (1 == 1));
    return 0;
}
