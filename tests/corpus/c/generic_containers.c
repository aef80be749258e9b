// features: malloc_free, type_punning, offsetof, qsort, function_pointer, struct, typedef
/* A void * vector and a void * linked list holding ints, structs and
   strings by element size, and an intrusive list walked with container_of. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stddef.h>

typedef struct {
    void *items;
    size_t size, len, cap;
} Vector;

static void vector_init(Vector *v, size_t size) {
    v->items = NULL;
    v->size = size;
    v->len = v->cap = 0;
}

static void *vector_get(const Vector *v, size_t i) { return (char *)v->items + i * v->size; }

static void vector_append(Vector *v, const void *item) {
    if (v->len == v->cap) {
        v->cap = v->cap ? v->cap * 2 : 1;
        v->items = realloc(v->items, v->cap * v->size);
    }
    memcpy(vector_get(v, v->len++), item, v->size);
}

static void vector_erase(Vector *v, size_t i) {
    memmove(vector_get(v, i), vector_get(v, i + 1), (v->len - i - 1) * v->size);
    v->len--;
}

typedef struct {
    char city[12];
    short year;
    double temp;
} Reading;

typedef struct Cell {
    void *payload;
    struct Cell *next;
} Cell;

static Cell *cons(const void *data, size_t size, Cell *next) {
    Cell *c = malloc(sizeof *c);
    c->payload = malloc(size);
    memcpy(c->payload, data, size);
    c->next = next;
    return c;
}

struct hook { struct hook *next; };
typedef struct {
    int id;
    const char *label;
    struct hook link;
} Job;

#define container_of(p, type, member) ((type *)((char *)(p) - offsetof(type, member)))

static int by_temp(const void *a, const void *b) {
    const Reading *x = a, *y = b;
    return (x->temp > y->temp) - (x->temp < y->temp);
}

static int by_value(const void *a, const void *b) { return *(const long *)a - *(const long *)b; }

int main(void) {
    Vector longs;
    vector_init(&longs, sizeof(long));
    for (long k = 1; k <= 9; k++) {
        long v = (k * 7919) % 23 - 11;
        vector_append(&longs, &v);
    }
    vector_erase(&longs, 0);
    qsort(longs.items, longs.len, longs.size, by_value);
    printf("%zu longs (cap %zu):", longs.len, longs.cap);
    for (size_t i = 0; i < longs.len; i++) printf(" %ld", *(long *)vector_get(&longs, i));
    printf("\n");
    const unsigned char *raw = longs.items;
    printf("first long's bytes: %02x %02x %02x\n", raw[0], raw[1], raw[7]);

    Vector rs;
    vector_init(&rs, sizeof(Reading));
    const char *cities[] = {"Oslo", "Lima", "Cairo", "Perth", "Quito"};
    for (int i = 0; i < 5; i++) {
        Reading r = {"", (short)(2000 + i * 5), (i * 13 % 7) * 4.5 - 6.0};
        strcpy(r.city, cities[i]);
        vector_append(&rs, &r);
    }
    Reading *second = vector_get(&rs, 1);
    second->temp += 0.25;
    qsort(rs.items, rs.len, rs.size, by_temp);
    vector_erase(&rs, 1);
    for (size_t i = 0; i < rs.len; i++) {
        const Reading *r = vector_get(&rs, i);
        printf("%-6s %d %6.2f\n", r->city, r->year, r->temp);
    }
    Reading copy;
    memcpy(&copy, vector_get(&rs, rs.len - 1), sizeof copy);
    printf("warmest: %s\n", copy.city);

    Cell *list = NULL;
    const char *words[] = {"delta", "echo", "foxtrot"};
    for (int i = 0; i < 3; i++) list = cons(&words[i], sizeof(char *), list);
    double pi = 3.14159;
    Cell *mixed = cons(&pi, sizeof pi, NULL);
    for (Cell *c = list; c; c = c->next) printf("[%s]", *(const char **)c->payload);
    printf(" and %.3f\n", *(double *)mixed->payload);
    double back;
    memcpy(&back, mixed->payload, sizeof back);
    printf("copied back %.5f\n", back);

    Job jobs[3] = {{7, "build"}, {8, "test"}, {9, "deploy"}};
    jobs[0].link.next = &jobs[1].link;
    jobs[1].link.next = &jobs[2].link;
    jobs[2].link.next = NULL;
    for (struct hook *h = &jobs[0].link; h; h = h->next) {
        Job *j = container_of(h, Job, link);
        printf("job %d %s\n", j->id, j->label);
    }

    while (list) {
        Cell *n = list->next;
        free(list->payload);
        free(list);
        list = n;
    }
    free(mixed->payload);
    free(mixed);
    free(longs.items);
    free(rs.items);
    return 0;
}
