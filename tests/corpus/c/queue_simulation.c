// features: rand, struct_value_semantics, array_of_structs, pointer_to_struct, printf_flags
#include <stdio.h>
#include <stdlib.h>

#define MAXQ 64

typedef struct { int id, arrival, service; } Customer;

typedef struct {
    Customer items[MAXQ];
    int head, tail, count;
} Queue;

static int enqueue(Queue *q, Customer c) {
    if (q->count == MAXQ) return 0;
    q->items[q->tail] = c;
    q->tail = (q->tail + 1) % MAXQ;
    q->count++;
    return 1;
}

static Customer dequeue(Queue *q) {
    Customer c = q->items[q->head];
    q->head = (q->head + 1) % MAXQ;
    q->count--;
    return c;
}

int main(void) {
    srand(42);
    Queue q = {0};
    int next_id = 1, busy_until = 0, served = 0, total_wait = 0, max_wait = 0, max_len = 0;
    Customer current = {0};
    int serving = 0;
    for (int t = 0; t < 60; t++) {
        if (rand() % 100 < 35) {
            Customer c = {next_id++, t, 1 + rand() % 5};
            if (!enqueue(&q, c)) printf("t=%d queue full, customer %d leaves\n", t, c.id);
        }
        if (serving && t >= busy_until) {
            printf("t=%2d done   #%d\n", t, current.id);
            serving = 0;
        }
        if (!serving && q.count > 0) {
            current = dequeue(&q);
            int wait = t - current.arrival;
            total_wait += wait;
            if (wait > max_wait) max_wait = wait;
            busy_until = t + current.service;
            serving = 1;
            served++;
            printf("t=%2d start  #%d (waited %d, needs %d)\n", t, current.id, wait, current.service);
        }
        if (q.count > max_len) max_len = q.count;
    }
    printf("served %d of %d, avg wait %.2f, max wait %d, max queue %d\n", served, next_id - 1,
           served ? (double)total_wait / served : 0.0, max_wait, max_len);
    return 0;
}
