// symbolic-check: unknowns=read_qty(),rate() overflow=level()=2147483647
#include <stdio.h>
#include "inventory.h"

int main(void) {
  int x = read_qty();
  int y = rate();
  if (x > 5) {
    if (x < 3) printf("impossible\n");
    printf("big\n");
  }
  if (x >= 0 && y >= 0 && x + y == 10 && x - y == 4) printf("hit\n");
  int count = item_count();
  int total = 0;
  for (int i = 0; i < count; i++) total += price_of(i);
  printf("after-list-loop\n");
  int n = 0;
  while (more()) n++;
  printf("after-while\n");
  int z = level();
  if (z + 1 < z) printf("overflow\n");
  printf("end\n");
  return 0;
}
