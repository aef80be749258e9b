// features: function_definition, for_statement, integer_types, printf, compound_assignment, return_statement, translation_unit
#include <stdio.h>

long factorial(int n) {
    long result = 1;
    for (int i = 2; i <= n; i++) {
        result = result * i;
    }
    return result;
}

int main(void) {
    for (int n = 0; n <= 10; n++) {
        printf("%ld\n", factorial(n));
    }
    return 0;
}
