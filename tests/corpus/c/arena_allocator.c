// features: malloc_free, type_punning, compound_literal, struct, alignof
/* A bump allocator over one char block: typed regions are carved out with
   alignment, filled through struct and int pointers, and linked together. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *mem;
    size_t top, size;
} Bump;

static void *bump(Bump *b, size_t n, size_t align) {
    size_t at = (b->top + align - 1) / align * align;
    if (at + n > b->size) return NULL;
    b->top = at + n;
    return b->mem + at;
}

typedef struct Task {
    char title[16];
    short priority;
    double hours;
    struct Task *blocked_by;
} Task;

int main(void) {
    Bump arena = {malloc(512), 0, 512};
    char *label = bump(&arena, 8, 1);
    strcpy(label, "sprint");
    label[4] = '\0';
    Task *tasks = bump(&arena, 3 * sizeof(Task), _Alignof(Task));
    int *estimates = bump(&arena, 3 * sizeof(int), _Alignof(int));
    printf("label '%s', top %zu\n", label, arena.top);

    const char *titles[] = {"design", "build", "ship"};
    for (int i = 0; i < 3; i++) {
        tasks[i] = (Task){"", (short)(3 - i), 4.0 * (i + 1) - 0.5, i ? &tasks[i - 1] : NULL};
        strcpy(tasks[i].title, titles[i]);
        estimates[i] = (int)(tasks[i].hours * 1.5 + 0.5);
    }
    Task *again = (Task *)(void *)tasks;
    again[2].priority = 9;
    double total = 0;
    for (Task *t = tasks; t < tasks + 3; t++) {
        total += t->hours;
        printf("%-7s p%d %5.1fh est %2d blocked by %s\n", t->title, t->priority, t->hours, estimates[t - tasks],
               t->blocked_by ? t->blocked_by->title : "-");
    }
    printf("total %.1fh; chain from ship:", total);
    for (Task *t = &tasks[2]; t; t = t->blocked_by) printf(" %s", t->title);
    printf("\nno room for 1000 bytes: %s\n", bump(&arena, 1000, 8) ? "wrong" : "ok");
    free(arena.mem);
    return 0;
}
