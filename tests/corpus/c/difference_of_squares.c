// features: function_definition, integer_types, unsigned_types, printf
#include <stdio.h>

unsigned long square_of_sum(unsigned n) {
    unsigned long s = 0;
    for (unsigned i = 1; i <= n; i++) s += i;
    return s * s;
}

unsigned long sum_of_squares(unsigned n) {
    unsigned long s = 0;
    for (unsigned i = 1; i <= n; i++) s += (unsigned long)i * i;
    return s;
}

int main(void) {
    unsigned ns[] = {1, 5, 100};
    for (int i = 0; i < 3; i++) {
        unsigned n = ns[i];
        printf("n=%u square_of_sum=%lu sum_of_squares=%lu difference=%lu\n", n, square_of_sum(n), sum_of_squares(n),
               square_of_sum(n) - sum_of_squares(n));
    }
    return 0;
}
