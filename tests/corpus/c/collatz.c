// features: while_statement, if_statement, integer_division, printf
#include <stdio.h>

int steps(long n) {
    if (n <= 0) return -1;
    int count = 0;
    while (n != 1) {
        if (n % 2 == 0) n /= 2;
        else n = 3 * n + 1;
        count++;
    }
    return count;
}

int main(void) {
    long inputs[] = {1, 16, 12, 1000000, 0, -15};
    for (int i = 0; i < 6; i++) {
        int s = steps(inputs[i]);
        if (s < 0) printf("%ld: Only positive integers are allowed\n", inputs[i]);
        else printf("%ld: %d steps\n", inputs[i], s);
    }
    return 0;
}
