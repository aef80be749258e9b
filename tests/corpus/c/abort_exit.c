// features: exit_function, stdlib_h
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    printf("before _Exit\n");
    fflush(stdout);
    _Exit(3);
    abort();
}
