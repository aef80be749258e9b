// features: malloc_free, pointer, array
// expect: symbolic -- undefined behaviour in C (gcc's build prints a stale value): curated by hand,
// the VM stops with "read through a pointer into a freed block (use after free)" at line 14
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    int *scores = malloc(3 * sizeof *scores);
    for (int i = 0; i < 3; i++) scores[i] = 10 * (i + 1);
    int *alias = scores + 1;
    printf("before free: %d %d\n", scores[2], *alias);
    free(scores);
    printf("freed\n");
    printf("after free: %d\n", alias[0]);
    return 0;
}
