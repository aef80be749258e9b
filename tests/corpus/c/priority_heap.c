// features: struct, realloc, malloc_free, pointer_to_struct, snprintf, struct_value_semantics
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int priority;
    unsigned long seq;
    char name[24];
} Task;

typedef struct {
    Task *items;
    size_t len, cap;
    unsigned long next_seq;
} Heap;

static int before(const Task *a, const Task *b) {
    if (a->priority != b->priority) return a->priority > b->priority;
    return a->seq < b->seq;
}

static void swap(Task *a, Task *b) { Task t = *a; *a = *b; *b = t; }

static void push(Heap *h, const char *name, int prio) {
    if (h->len == h->cap) {
        h->cap = h->cap ? h->cap * 2 : 2;
        h->items = realloc(h->items, h->cap * sizeof(Task));
    }
    Task *t = &h->items[h->len];
    t->priority = prio;
    t->seq = h->next_seq++;
    snprintf(t->name, sizeof t->name, "%s", name);
    size_t i = h->len++;
    while (i > 0) {
        size_t parent = (i - 1) / 2;
        if (!before(&h->items[i], &h->items[parent])) break;
        swap(&h->items[i], &h->items[parent]);
        i = parent;
    }
}

static int pop(Heap *h, Task *out) {
    if (h->len == 0) return 0;
    *out = h->items[0];
    h->items[0] = h->items[--h->len];
    size_t i = 0;
    for (;;) {
        size_t l = 2 * i + 1, r = l + 1, best = i;
        if (l < h->len && before(&h->items[l], &h->items[best])) best = l;
        if (r < h->len && before(&h->items[r], &h->items[best])) best = r;
        if (best == i) break;
        swap(&h->items[i], &h->items[best]);
        i = best;
    }
    return 1;
}

int main(void) {
    Heap h = {0};
    const char *names[] = {"backup", "email", "deploy", "lint", "test", "review", "coffee", "standup", "docs", "release"};
    int prios[] = {2, 5, 9, 1, 7, 5, 10, 5, 1, 9};
    for (int i = 0; i < 10; i++) push(&h, names[i], prios[i]);
    printf("queued %zu tasks (capacity %zu)\n", h.len, h.cap);
    Task t;
    int rank = 1;
    while (pop(&h, &t)) {
        printf("%2d. [p%-2d #%lu] %s\n", rank++, t.priority, t.seq, t.name);
        if (rank == 4) push(&h, "hotfix", 8);
    }
    free(h.items);
    return 0;
}
