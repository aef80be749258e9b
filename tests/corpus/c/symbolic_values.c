// features: symbolic, printf, printf_flags, sprintf, puts_putchar, string_h, math_h, switch_statement, for_statement
// expect: symbolic (shop.h and its functions do not exist; expectations curated by hand from the VM)
// Incomplete code: undeclared functions return unknown values; printing
// one shows it as unknown (never 0 or ""), library calls on it are unknown.
#include <stdio.h>
#include <string.h>
#include <math.h>
#include "shop.h"

int main(void) {
    int n = count();
    printf("n=%d hex=%x char=%c float=%.2f\n", n, n, n, price());
    printf("name=%s padded=[%-6d]\n", name(), n);
    printf("arith %d %d\n", n + 1, !n);
    char buf[64];
    sprintf(buf, "v=%d", n);
    printf("buf=%s\n", buf);
    char copy[64];
    strcpy(copy, name());
    printf("copy=%s\n", copy);
    puts(name());
    printf("strlen %zu\n", strlen(name()));
    printf("strcmp %d\n", strcmp(name(), "x"));
    printf("sqrt %f\n", sqrt(price()));
    int *arr = items();
    printf("index %d\n", arr[0]);
    switch (n) {
        case 1: printf("case taken\n"); break;
        default: printf("default taken\n");
    }
    int steps = 0;
    for (int i = 0; i < 3 && i < n; i++) steps++;
    printf("after loop %d\n", steps >= 0);
    return 0;
}
