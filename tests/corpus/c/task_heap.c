// features: struct_value_semantics, pointer_arithmetic, array_of_structs, designated_initializer, pointer_to_struct, typedef
#include <stdio.h>
#include <string.h>

typedef struct {
    int priority;
    int seq;
    char name[20];
} Task;

typedef struct {
    Task items[32];
    int size;
} Heap;

static int before(const Task *a, const Task *b) {
    if (a->priority != b->priority) return a->priority > b->priority;
    return a->seq < b->seq;
}

static void swap(Task *a, Task *b) { Task t = *a; *a = *b; *b = t; }

static void heap_push(Heap *h, Task t) {
    int i = h->size++;
    h->items[i] = t;
    while (i > 0) {
        int parent = (i - 1) / 2;
        if (!before(&h->items[i], &h->items[parent])) break;
        swap(&h->items[i], &h->items[parent]);
        i = parent;
    }
}

static Task heap_pop(Heap *h) {
    Task top = h->items[0];
    h->items[0] = h->items[--h->size];
    int i = 0;
    for (;;) {
        int l = 2 * i + 1, r = l + 1, best = i;
        if (l < h->size && before(h->items + l, h->items + best)) best = l;
        if (r < h->size && before(h->items + r, h->items + best)) best = r;
        if (best == i) break;
        swap(h->items + i, h->items + best);
        i = best;
    }
    return top;
}

int main(void) {
    Heap h = { .size = 0 };
    struct { const char *name; int prio; } input[] = {
        {"write report", 2}, {"fix prod bug", 9}, {"lunch", 1}, {"code review", 5},
        {"deploy", 9}, {"email", 1}, {"standup", 5}, {"plan sprint", 7},
    };
    int seq = 0;
    for (size_t i = 0; i < sizeof input / sizeof input[0]; i++) {
        Task t = { .priority = input[i].prio, .seq = seq++ };
        strncpy(t.name, input[i].name, sizeof t.name - 1);
        heap_push(&h, t);
    }
    printf("heap of %d, root '%s'\n", h.size, h.items[0].name);
    Task *end = h.items + h.size;
    int high = 0;
    for (Task *p = h.items; p != end; ++p) if (p->priority >= 5) high++;
    printf("%d high-priority tasks, span %td\n", high, end - h.items);
    int clock = 0;
    while (h.size > 0) {
        Task t = heap_pop(&h);
        clock += t.priority;
        printf("t=%2d  [%d] %-14s (seq %d)\n", clock, t.priority, t.name, t.seq);
        if (strcmp(t.name, "deploy") == 0) {
            Task follow = { 3, seq++, "verify deploy" };
            heap_push(&h, follow);
        }
    }
    return 0;
}
