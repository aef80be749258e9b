// features: function_definition, while_statement, integer_division, printf
#include <stdio.h>

int gcd(int a, int b) {
    while (b != 0) {
        int t = b;
        b = a % b;
        a = t;
    }
    return a;
}

int main(void) {
    printf("%d\n", gcd(48, 18));
    printf("%d\n", gcd(270, 192));
    printf("%d\n", gcd(17, 5));
    return 0;
}
