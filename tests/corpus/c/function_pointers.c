// features: function_pointer, function_pointer_array, typedef, qsort
#include <stdio.h>
#include <stdlib.h>

typedef int (*binop_fn)(int, int);

int add(int a, int b) { return a + b; }
int sub(int a, int b) { return a - b; }
int mul(int a, int b) { return a * b; }

int apply(binop_fn f, int a, int b) { return f(a, b); }

int fold(const int *xs, int n, int init, int (*f)(int, int)) {
    int acc = init;
    for (int i = 0; i < n; i++) acc = f(acc, xs[i]);
    return acc;
}

int desc(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x < y) - (x > y);
}

int main(void) {
    binop_fn ops[] = {add, sub, mul};
    const char *names[] = {"add", "sub", "mul"};
    for (int i = 0; i < 3; i++) printf("%s(7, 3) = %d\n", names[i], ops[i](7, 3));
    int (*f)(int, int) = &mul;
    printf("(*f)(6, 7) = %d\n", (*f)(6, 7));
    printf("apply = %d\n", apply(sub, 10, 4));
    int xs[] = {5, 1, 4, 2, 3};
    printf("sum = %d, product = %d\n", fold(xs, 5, 0, add), fold(xs, 5, 1, mul));
    qsort(xs, 5, sizeof xs[0], desc);
    for (int i = 0; i < 5; i++) printf("%d ", xs[i]);
    printf("\n");
    return 0;
}
