// features: struct, pointer_to_struct, macro_object, integer_division, do_statement
#include <stdio.h>
#include <stdbool.h>

#define CAP 4

typedef struct {
    int items[CAP];
    int head, count;
} Ring;

bool ring_push(Ring *r, int v) {
    if (r->count == CAP) return false;
    r->items[(r->head + r->count) % CAP] = v;
    r->count++;
    return true;
}

bool ring_pop(Ring *r, int *out) {
    if (r->count == 0) return false;
    *out = r->items[r->head];
    r->head = (r->head + 1) % CAP;
    r->count--;
    return true;
}

int main(void) {
    Ring r = {{0}, 0, 0};
    for (int i = 1; i <= 6; i++) printf("push %d: %s\n", i, ring_push(&r, i * 10) ? "ok" : "full");
    int v;
    for (int i = 0; i < 2; i++) if (ring_pop(&r, &v)) printf("pop %d\n", v);
    ring_push(&r, 70);
    ring_push(&r, 80);
    do {
        if (!ring_pop(&r, &v)) break;
        printf("drain %d\n", v);
    } while (true);
    printf("empty: %d\n", r.count == 0);
    return 0;
}
