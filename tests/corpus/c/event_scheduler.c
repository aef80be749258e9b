// features: bitfield, union, enum, designated_initializer, realloc, switch_statement, sizeof, struct_value_semantics
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { EV_ARRIVE, EV_START, EV_FINISH } EvKind;

typedef struct {
    unsigned kind : 2;
    unsigned : 2;
    unsigned priority : 4;
    unsigned : 0;
    unsigned id : 16;
} EvFlags;

typedef struct {
    int time;
    EvFlags f;
    union {
        struct { int duration; } arrive;
        struct { int server; } start;
        struct { int waited; } finish;
    } u;
} Event;

typedef struct {
    Event *items;
    size_t len, cap;
} Heap;

static int ev_less(const Event *a, const Event *b) {
    if (a->time != b->time) return a->time < b->time;
    if (a->f.priority != b->f.priority) return a->f.priority > b->f.priority;
    return a->f.id < b->f.id;
}

static void heap_push(Heap *h, Event e) {
    if (h->len == h->cap) {
        h->cap = h->cap ? h->cap * 2 : 4;
        h->items = realloc(h->items, h->cap * sizeof(Event));
    }
    size_t i = h->len++;
    h->items[i] = e;
    while (i > 0) {
        size_t p = (i - 1) / 2;
        if (!ev_less(&h->items[i], &h->items[p])) break;
        Event t = h->items[i]; h->items[i] = h->items[p]; h->items[p] = t;
        i = p;
    }
}

static Event heap_pop(Heap *h) {
    Event top = h->items[0];
    h->items[0] = h->items[--h->len];
    size_t i = 0;
    for (;;) {
        size_t l = 2 * i + 1, r = l + 1, m = i;
        if (l < h->len && ev_less(&h->items[l], &h->items[m])) m = l;
        if (r < h->len && ev_less(&h->items[r], &h->items[m])) m = r;
        if (m == i) break;
        Event t = h->items[i]; h->items[i] = h->items[m]; h->items[m] = t;
        i = m;
    }
    return top;
}

static const char *kind_name[] = { [EV_ARRIVE] = "arrive", [EV_START] = "start", [EV_FINISH] = "finish" };

int main(void) {
    Heap h = {0};
    int arrivals[][3] = { {0, 5, 1}, {1, 3, 3}, {2, 8, 2}, {2, 2, 3}, {6, 4, 1}, {7, 1, 5} };
    int n = (int)(sizeof arrivals / sizeof arrivals[0]);
    for (int i = 0; i < n; i++) {
        Event e = { .time = arrivals[i][0] };
        e.f.kind = EV_ARRIVE;
        e.f.priority = arrivals[i][2];
        e.f.id = 100 + i;
        e.u.arrive.duration = arrivals[i][1];
        heap_push(&h, e);
    }
    printf("sizeof(EvFlags)=%zu sizeof(Event)=%zu\n", sizeof(EvFlags), sizeof(Event));
    int server_free_at = 0, total_wait = 0;
    int arrive_time[16];
    while (h.len > 0) {
        Event e = heap_pop(&h);
        printf("t=%2d %-6s id=%u pri=%u", e.time, kind_name[e.f.kind], (unsigned)e.f.id, (unsigned)e.f.priority);
        switch (e.f.kind) {
        case EV_ARRIVE: {
            int start = e.time > server_free_at ? e.time : server_free_at;
            server_free_at = start + e.u.arrive.duration;
            arrive_time[e.f.id - 100] = e.time;
            Event s = { .time = start, .f = e.f };
            s.f.kind = EV_START;
            s.u.start.server = 1;
            heap_push(&h, s);
            Event f = { .time = server_free_at, .f = e.f };
            f.f.kind = EV_FINISH;
            f.u.finish.waited = start - e.time;
            heap_push(&h, f);
            printf(" dur=%d\n", e.u.arrive.duration);
            break;
        }
        case EV_START:
            printf(" server=%d\n", e.u.start.server);
            break;
        case EV_FINISH:
            total_wait += e.u.finish.waited;
            printf(" waited=%d (arrived %d)\n", e.u.finish.waited, arrive_time[e.f.id - 100]);
            break;
        }
    }
    printf("average wait %.2f\n", (double)total_wait / n);
    free(h.items);
    return 0;
}
