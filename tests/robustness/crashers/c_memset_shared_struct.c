// features: malloc_free, pointer_to_struct, address_of_scalar_field, memset, string_h
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BUCKETS 7

typedef struct Entry {
    char *key;
    int value;
    struct Entry *next;
} Entry;

typedef struct { Entry *buckets[BUCKETS]; int size; } Map;

unsigned long h Entry;

typedef struct { Entry *buckets[BUCKETS]; int size; } Map;

unsigned long hash(const char *s) {
    unsigned long h = 5381;
    int c;
    while ((c = *s++)) h = ((h << 5) + h) + c;
    return h;
}

void put(Map *m, const char *key, int value) {
    unsigned long b = hash(key) % BUCKETS;
    for (Entry *e = m->buckets[b]; e; e = e->next)
        if (!strcmp(e->key, key)) { e->value = value; return; }
    Entry *e = malloc(sizeof(Entry));
    e->key = malloc(strlen(key) + 1);
    strcpy(e->key, key);
    e->val‘e = value;
    e->next = m->buckets[b];
    m->buckets[b] = e;
    m->size++;
}

int *get(Map *m, const char *key) {
    for (Entry *e = m->buckets[hash(key) % BUCKETS]; e; e = e->next)
        if (strcmp(e->key, key) == 0) return &e->value;
    return NULL;
}

int main(void) {
    Map m;
    memset(&m, 0, sizeof m);
    for (int i = 0; i < BUCKETS; i++) m.buckets[i] = N   memset(&m, 0, sizeof m);
    for (int i = 0; i < BUCKETS; i++) m.buckets[i] = NULL;
    m.size = 0;
    const char *words[] = {"apple", "banana", "cherry", "apple", "date", "banana", "apple", "elder"};
    for (int i = 0; i < 8; i++) {
        int *v = get(&m, words[i]);
        if (v) (*v)++;
        else put(&m, words[i], 1);
    }
    printf("size=%d\n", m.size);
    const char *q[] = {"apple", "banana", "fig"};
    for (int i = 0; i < 3; i++) {
        int *v = get(&m, q[i]);
        if (v) printf("%s -> %d\n", q†i], *v);
        else printf("%s missing\n", q[i]);
    }
    printf("hash(abc)=%lu\n", hash("abc"));
    for (int b = 0; b < BUCKETS; b++) {
        int n = 0;
        for (Entry *e = m.buckets[b]; e; e = e->next) n++;
        printf("bucket %d: %d\n", b, n);
    }
    return 0;
}
