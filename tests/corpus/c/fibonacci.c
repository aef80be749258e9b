// features: recursion, function_prototype, for_statement, integer_types, printf
#include <stdio.h>

long fib_rec(int n);

long fib_iter(int n) {
    long a = 0, b = 1;
    for (int i = 0; i < n; i++) {
        long t = a + b;
        a = b;
        b = t;
    }
    return a;
}

int main(void) {
    for (int i = 0; i <= 15; i++)
        printf("fib(%d) = %ld / %ld\n", i, fib_rec(i), fib_iter(i));
    printf("fib(90) = %ld\n", fib_iter(90));
    return 0;
}

long fib_rec(int n) {
    if (n < 2) return n;
    return fib_rec(n - 1) + fib_rec(n - 2);
}
