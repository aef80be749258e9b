// features: macro_object, macro_function
#include <stdio.h>

/* A macro's replacement never fuses with the tokens around it:
   `-G` with G = -9.81 is two minus signs, not a decrement. */
#define G -9.81
#define OFFSET -3
#define NEG(x) -x
#define DEC(x) x-1
#define PLUS +1
#define ID(x) x
#define CAT(a, b) a##b
#define MAKE_NAME(p) CAT(p, _count)
#define SLASH /

int main(void) {
    double mass = 2.5;
    int a = 5, b = 7;
    int item_count = 42;
    int *p = &a;
    printf("%g\n", mass * -G);
    printf("%g %g\n", -G, - -G);
    printf("%d\n", a-OFFSET);
    printf("%d\n", -NEG(a));
    printf("%d\n", a-NEG(3));
    printf("%d\n", a+PLUS);
    printf("%d\n", -DEC(-4));
    printf("%d\n", *ID(&a) + ID(b)ID(-)ID(-1));
    printf("%d\n", MAKE_NAME(item));
    printf("%d\n", a SLASH*p);
    printf("%d %d\n", 10-OFFSET-OFFSET, --a-OFFSET);
    return 0;
}
