// features: pointer_to_pointer, malloc_free, snprintf, sprintf, memset
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CAP 4
#define BUCKETS 7

typedef struct Node {
    int key;
    char value[16];
    struct Node *prev, *next;   /* recency list */
    struct Node *chain;         /* hash bucket */
} Node;

typedef struct {
    Node *buckets[BUCKETS];
    Node *head, *tail;
    int size, hits, misses;
} Cache;

static unsigned hash(int key) { return (unsigned)key * 2654435761u % BUCKETS; }

static void unlink_node(Cache *c, Node *n) {
    if (n->prev) n->prev->next = n->next; else c->head = n->next;
    if (n->next) n->next->prev = n->prev; else c->tail = n->prev;
    n->prev = n->next = NULL;
}

static void push_front(Cache *c, Node *n) {
    n->next = c->head;
    n->prev = NULL;
    if (c->head) c->head->prev = n;
    c->head = n;
    if (!c->tail) c->tail = n;
}

static Node *find(Cache *c, int key) {
    for (Node *n = c->buckets[hash(key)]; n; n = n->chain)
        if (n->key == key) return n;
    return NULL;
}

static void remove_from_bucket(Cache *c, Node *victim) {
    Node **pp = &c->buckets[hash(victim->key)];
    while (*pp != victim) pp = &(*pp)->chain;
    *pp = victim->chain;
}

static const char *get(Cache *c, int key) {
    Node *n = find(c, key);
    if (!n) { c->misses++; return NULL; }
    c->hits++;
    unlink_node(c, n);
    push_front(c, n);
    return n->value;
}

static void put(Cache *c, int key, const char *value) {
    Node *n = find(c, key);
    if (n) {
        snprintf(n->value, sizeof n->value, "%s", value);
        unlink_node(c, n);
        push_front(c, n);
        return;
    }
    if (c->size == CAP) {
        Node *old = c->tail;
        printf("  evict %d (%s)\n", old->key, old->value);
        unlink_node(c, old);
        remove_from_bucket(c, old);
        free(old);
        c->size--;
    }
    n = calloc(1, sizeof(Node));
    n->key = key;
    snprintf(n->value, sizeof n->value, "%s", value);
    unsigned h = hash(key);
    n->chain = c->buckets[h];
    c->buckets[h] = n;
    push_front(c, n);
    c->size++;
}

static void dump(const Cache *c) {
    printf("  [");
    for (const Node *n = c->head; n; n = n->next) printf("%d=%s%s", n->key, n->value, n->next ? " " : "");
    printf("]\n");
}

int main(void) {
    Cache c;
    memset(&c, 0, sizeof c);
    int keys[] = {1, 2, 3, 1, 4, 5, 2, 3, 8, 1, 15, 22};
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        int k = keys[i];
        const char *v = get(&c, k);
        if (v) printf("get %d -> %s\n", k, v);
        else {
            char buf[16];
            sprintf(buf, "v%d", k * k);
            printf("get %d -> miss, put %s\n", k, buf);
            put(&c, k, buf);
        }
        dump(&c);
    }
    printf("hits=%d misses=%d ratio=%.1f%%\n", c.hits, c.misses, 100.0 * c.hits / (c.hits + c.misses));
    while (c.head) { Node *n = c.head; unlink_node(&c, n); free(n); }
    return 0;
}
