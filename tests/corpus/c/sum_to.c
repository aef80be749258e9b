// features: function_definition, while_statement, local_variable, printf
#include <stdio.h>

int sum_to(int n) {
    int total = 0;
    int i = 1;
    while (i <= n) {
        total = total + i;
        i = i + 1;
    }
    return total;
}

int main(void) {
    printf("%d\n", sum_to(100));
    return 0;
}
