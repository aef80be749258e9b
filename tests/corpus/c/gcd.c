// features: recursion, conditional_expression, printf, unsigned_types
#include <stdio.h>

unsigned gcd(unsigned a, unsigned b) { return b == 0 ? a : gcd(b, a % b); }
unsigned lcm(unsigned a, unsigned b) { return a / gcd(a, b) * b; }

int main(void) {
    unsigned pairs[][2] = {{12, 18}, {100, 75}, {17, 13}, {0, 5}, {1071, 462}};
    for (int i = 0; i < 5; i++)
        printf("gcd(%u, %u) = %u, lcm = %u\n", pairs[i][0], pairs[i][1], gcd(pairs[i][0], pairs[i][1]),
               pairs[i][0] ? lcm(pairs[i][0], pairs[i][1]) : 0);
    return 0;
}
