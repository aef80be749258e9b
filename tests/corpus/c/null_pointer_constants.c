// features: null, pointer, struct, malloc_free, array_of_structs, pointer_to_struct
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A free list and a queue written the old way: 0 as the null pointer. */

typedef struct Node {
    int value;
    struct Node *next;
} Node;

typedef struct {
    Node *head, *tail;
    size_t len;
} Queue;

static Node *free_list = 0;

static Node *node_get(int v) {
    Node *n = free_list;
    if (n != 0) free_list = n->next;
    else n = malloc(sizeof *n);
    n->value = v;
    n->next = 0;
    return n;
}

static void node_put(Node *n) {
    n->next = free_list;
    free_list = n;
}

static void push(Queue *q, int v) {
    Node *n = node_get(v);
    if (q->tail == 0) q->head = q->tail = n;
    else q->tail = q->tail->next = n;
    q->len++;
}

static int pop(Queue *q, int *out) {
    Node *n = q->head;
    if (n == (Node *)0) return 0;
    q->head = n->next;
    if (q->head == 0) q->tail = 0;
    *out = n->value;
    node_put(n);
    q->len--;
    return 1;
}

static size_t free_count(void) {
    size_t k = 0;
    for (Node *p = free_list; p; p = p->next) k++;
    return k;
}

int main(void) {
    Queue q = {0};
    printf("empty: head %s tail %s len %zu\n", q.head == NULL ? "null" : "set", 0 == q.tail ? "null" : "set", q.len);
    for (int i = 1; i <= 5; i++) push(&q, i * i);
    int v, sum = 0;
    while (pop(&q, &v)) sum += v;
    printf("sum %d, queue empty %d, free nodes %zu\n", sum, q.head == 0 && q.tail == 0, free_count());
    push(&q, 7);
    push(&q, 8);
    printf("reused: len %zu free %zu head %d\n", q.len, free_count(), q.head->value);
    Queue many[3] = {{0}};
    printf("array of queues: %d %d\n", many[2].head == NULL, many[1].tail != 0);
    char *found = strchr("queue", 'z');
    const char *names[4] = {"a", "b"};
    printf("strchr %s, names[3] %s\n", found == 0 ? "missing" : found, names[3] == 0 ? "unset" : names[3]);
    while (pop(&q, &v)) printf("drained %d\n", v);
    while (free_list) {
        Node *n = free_list;
        free_list = n->next;
        free(n);
    }
    printf("free list %s\n", free_list == 0 ? "released" : "leaked");
    return 0;
}
