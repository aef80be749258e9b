// features: array, for_statement, memset, macro_object, string_h, continue_statement
#include <stdio.h>
#include <string.h>

#define LIMIT 120

int main(void) {
    char composite[LIMIT + 1];
    memset(composite, 0, sizeof(composite));
    int count = 0;
    for (int i = 2; i <= LIMIT; i++) {
        if (composite[i]) continue;
        printf("%d%c", i, ++count % 10 == 0 ? '\n' : ' ');
        for (int j = i * i; j <= LIMIT; j += i) composite[j] = 1;
    }
    printf("\ncount=%d\n", count);
    return 0;
}
