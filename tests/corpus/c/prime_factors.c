// features: malloc_free, pointer, while_statement, integer_types
#include <stdio.h>
#include <stdlib.h>

int factors(long n, long *out) {
    int count = 0;
    for (long d = 2; n > 1; d++) {
        while (n % d == 0) {
            out[count++] = d;
            n /= d;
        }
    }
    return count;
}

int main(void) {
    long inputs[] = {1, 2, 9, 8, 12, 901255, 93819012551L};
    long *buf = malloc(64 * sizeof(long));
    for (int i = 0; i < 7; i++) {
        int k = factors(inputs[i], buf);
        printf("%ld:", inputs[i]);
        for (int j = 0; j < k; j++) printf(" %ld", buf[j]);
        printf("\n");
    }
    free(buf);
    return 0;
}
