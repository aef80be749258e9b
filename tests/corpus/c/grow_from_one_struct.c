// features: malloc_free, realloc, struct, pointer_arithmetic, array_of_structs, memset
/* A list of readings that starts as one malloc'd struct (malloc(sizeof(Reading)))
   and grows through a generic void * helper; the first element is written
   as r[0] = ..., and pointers into the block (&r[0], r + n - 1) walk it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int sensor;
    double value;
    char unit[4];
} Reading;

static void *grow(void *block, size_t elem, size_t count) {
    void *bigger = realloc(block, elem * count);
    if (!bigger) {
        free(block);
        exit(1);
    }
    return bigger;
}

static double mean(const Reading *r, size_t n) {
    double s = 0;
    for (const Reading *p = r; p < r + n; p++) s += p->value;
    return n ? s / n : 0;
}

int main(void) {
    Reading *r = malloc(sizeof(Reading));
    r[0] = (Reading){100, 21.5, "C"};
    size_t n = 1, cap = 1;
    printf("first: sensor %d %.1f%s (mean %.2f)\n", r->sensor, r[0].value, r[0].unit, mean(r, n));
    const double samples[] = {22.25, 19.0, 23.5, 20.75, 18.5};
    for (size_t i = 0; i < sizeof samples / sizeof samples[0]; i++) {
        if (n == cap) {
            cap *= 2;
            r = grow(r, sizeof *r, cap);
            printf("grew to %zu\n", cap);
        }
        Reading *slot = r + n;
        memset(slot, 0, sizeof *slot);
        slot->sensor = 101 + (int)i;
        slot->value = samples[i];
        strcpy(slot->unit, i % 2 ? "F" : "C");
        n++;
    }
    Reading *first = &r[0], *last = r + n - 1;
    printf("%zu readings, first #%d, last #%d %.2f%s, span %td\n", n, first->sensor, last->sensor, last->value, last->unit, last - first);
    printf("mean %.3f\n", mean(r, n));

    Reading *solo = malloc(sizeof *solo);
    solo[0] = r[2];
    solo[0].value += 1.0;
    Reading *same = solo + 0;
    printf("solo #%d %.2f%s, same object: %s\n", same->sensor, solo->value, solo[0].unit, same == solo ? "yes" : "no");
    Reading *end = solo + 1;
    int walked = 0;
    for (Reading *p = solo; p != end; p++) walked++;
    printf("walked %d, end - solo = %td, end[-1] #%d\n", walked, end - solo, (end - 1)->sensor);
    solo = realloc(solo, 3 * sizeof *solo);
    solo[1] = r[0];
    solo[2] = *last;
    printf("solo grown: #%d #%d #%d\n", solo[0].sensor, solo[1].sensor, solo[2].sensor);
    free(solo);
    free(r);
    return 0;
}
