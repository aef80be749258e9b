// features: assert_h, function_definition, exit_function
#include <stdio.h>
#include <assert.h>

static int safe_div(int a, int b) {
    assert(b != 0 && "divisor must be nonzero");
    return a / b;
}

int main(void) {
    printf("%d\n", safe_div(10, 3));
    printf("%d\n", safe_div(-9, 2));
    fflush(stdout);
    printf("%d\n", safe_div(1, 0));
    printf("unreachable\n");
    return 0;
}
