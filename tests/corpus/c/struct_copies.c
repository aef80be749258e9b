// features: struct_value_semantics, pointer_to_struct, conditional_expression, array_of_structs
#include <stdio.h>
typedef struct { int x, y; } P;
P pick(P a, P b) { return a.x > b.x ? a : b; }
int main(void) {
  P a = {5, 1}, b = {2, 2};
  P m = a.x > b.x ? a : b;
  m.y = 99;
  P n = pick(a, b);
  n.x = -1;
  P arr[2] = {a, b};
  arr[0].y = 42;
  printf("%d %d %d %d %d %d\n", a.x, a.y, m.y, n.x, arr[0].y, a.y);
  P *pa = &a, *pb = &b;
  *pa = *pb;
  pa->x = 77;
  printf("%d %d %d %d\n", a.x, a.y, b.x, b.y);
  return 0;
}
