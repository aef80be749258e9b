// features: qsort, bsearch, struct, function_pointer, string_h
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { const char *code; const char *name; int pop; } Country;

static int by_code(const void *a, const void *b) {
    return strcmp(((const Country *)a)->code, ((const Country *)b)->code);
}
static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}

int main(void) {
    Country cs[] = { { "fr", "France", 68 }, { "de", "Germany", 84 }, { "it", "Italy", 59 }, { "es", "Spain", 48 } };
    size_t n = sizeof cs / sizeof cs[0];
    qsort(cs, n, sizeof cs[0], by_code);
    const char *queries[] = { "it", "uk", "de", "es" };
    for (int i = 0; i < 4; i++) {
        Country key = { queries[i], NULL, 0 };
        Country *c = bsearch(&key, cs, n, sizeof cs[0], by_code);
        if (c) printf("%s -> %s (%dM) at %ld\n", queries[i], c->name, c->pop, (long)(c - cs));
        else printf("%s -> not found\n", queries[i]);
    }
    int nums[] = { 42, 7, 19, 3, 88, 61 };
    qsort(nums, 6, sizeof(int), cmp_int);
    for (int k = 0; k < 6; k++) printf("%d ", nums[k]);
    printf("\n");
    int want[] = { 19, 20, 3, 88 };
    for (int k = 0; k < 4; k++) {
        int *hit = bsearch(&want[k], nums, 6, sizeof nums[0], cmp_int);
        printf("%d: %s", want[k], hit ? "yes" : "no");
        if (hit) printf(" index %ld value %d", (long)(hit - nums), *hit);
        printf("\n");
    }
    return 0;
}
