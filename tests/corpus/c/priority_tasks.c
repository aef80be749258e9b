// features: pointer_to_pointer, malloc_free, function_pointer, pointer_to_struct, string_h
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Task {
    int priority;
    char *label;
    struct Task *next;
} Task;

typedef struct { Task *head; int size; } PQueue;

static void pq_push(PQueue *q, int prio, const char *label) {
    Task *t = malloc(sizeof *t);
    t->priority = prio;
    t->label = malloc(strlen(label) + 1);
    strcpy(t->label, label);
    Task **pp = &q->head;
    while (*pp && (*pp)->priority >= prio) pp = &(*pp)->next;
    t->next = *pp;
    *pp = t;
    q->size++;
}

static Task *pq_pop(PQueue *q) {
    Task *t = q->head;
    if (t) { q->head = t->next; q->size--; }
    return t;
}

static void pq_remove_if(PQueue *q, int (*pred)(const Task *)) {
    Task **pp = &q->head;
    while (*pp) {
        if (pred(*pp)) {
            Task *dead = *pp;
            *pp = dead->next;
            free(dead->label);
            free(dead);
            q->size--;
        } else {
            pp = &(*pp)->next;
        }
    }
}

static int is_low(const Task *t) { return t->priority < 3; }

int main(void) {
    PQueue q = {NULL, 0};
    const char *labels[] = {"write report", "fix bug", "lunch", "deploy", "email", "review PR", "coffee"};
    int prios[] = {3, 9, 1, 7, 2, 5, 1};
    for (int i = 0; i < 7; i++) pq_push(&q, prios[i], labels[i]);
    printf("queue size %d\n", q.size);
    for (Task *t = q.head; t; t = t->next) printf("  [%d] %s\n", t->priority, t->label);
    pq_remove_if(&q, is_low);
    printf("after removing low: %d\n", q.size);
    Task *t;
    while ((t = pq_pop(&q)) != NULL) {
        printf("doing %-14s(p=%d)\n", t->label, t->priority);
        free(t->label);
        free(t);
    }
    printf("empty: %s\n", q.head == NULL ? "yes" : "no");
    return 0;
}
