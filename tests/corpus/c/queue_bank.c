// features: rand, compound_literal, struct_value_semantics, designated_initializer, macro_object
#include <stdio.h>
#include <stdlib.h>

/* Bank teller simulation with a seeded glibc rand(): M/M/c-ish queue */
#define TELLERS 3
#define MINUTES 60

typedef struct { int arrival; int service; } Customer;

typedef struct {
    Customer items[128];
    int head, tail;
} Queue;

static void push(Queue *q, Customer c) { q->items[q->tail++ % 128] = c; }
static Customer pop(Queue *q) { return q->items[q->head++ % 128]; }
static int size(const Queue *q) { return q->tail - q->head; }

int main(void) {
    srand(2024);
    Queue q = {.head = 0, .tail = 0};
    int busy_until[TELLERS] = {0};
    int served = 0, total_wait = 0, max_wait = 0, max_len = 0;
    int per_teller[TELLERS] = {0};
    for (int t = 0; t < MINUTES; t++) {
        int arrivals = rand() % 4 == 0 ? 2 : rand() % 3 == 0;
        for (int a = 0; a < arrivals; a++) push(&q, (Customer){ t, 2 + rand() % 6 });
        if (size(&q) > max_len) max_len = size(&q);
        for (int k = 0; k < TELLERS; k++) {
            if (busy_until[k] <= t && size(&q) > 0) {
                Customer c = pop(&q);
                int wait = t - c.arrival;
                total_wait += wait;
                if (wait > max_wait) max_wait = wait;
                busy_until[k] = t + c.service;
                per_teller[k]++;
                served++;
            }
        }
        if (t % 10 == 9) printf("t=%2d queue=%d served=%d\n", t + 1, size(&q), served);
    }
    printf("served %d, still waiting %d\n", served, size(&q));
    printf("avg wait %.2f min, max wait %d, longest queue %d\n", served ? (double)total_wait / served : 0.0, max_wait, max_len);
    for (int k = 0; k < TELLERS; k++) printf("teller %d: %d customers\n", k + 1, per_teller[k]);
    return 0;
}
