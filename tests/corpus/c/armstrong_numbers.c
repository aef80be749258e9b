// features: while_statement, math_h, integer_types, bool_type
#include <stdio.h>
#include <stdbool.h>

bool is_armstrong(long n) {
    int digits = 0;
    for (long t = n; t > 0; t /= 10) digits++;
    long sum = 0;
    for (long t = n; t > 0; t /= 10) {
        long p = 1;
        for (int i = 0; i < digits; i++) p *= t % 10;
        sum += p;
    }
    return n == 0 || sum == n;
}

int main(void) {
    long inputs[] = {0, 5, 10, 153, 100, 9474, 9475, 9926315, 9926314};
    for (int i = 0; i < 9; i++) printf("%ld %s\n", inputs[i], is_armstrong(inputs[i]) ? "true" : "false");
    return 0;
}
