#include <stdio.h>
static int sq(int x) { return x * x; }
int twice(int (*f)(int), int x) { return f(f(x)); }
int main(void) { int (*p)(int) = sq; printf("%d %d\n", twice(sq, 2), p(3)); return 0; }
