// features: malloc_free, stdlib_h, alignof, struct, pointer_to_struct, sizeof
#include <stdio.h>
#include <stdlib.h>
#include <stdalign.h>
#include <string.h>

/* A fixed-size object pool whose backing blocks come from aligned_alloc. */
typedef struct {
    double x, y, z;
    int id;
} Particle;

typedef struct {
    Particle *slots;
    unsigned char *used;
    size_t cap, live;
} Pool;

static int pool_init(Pool *p, size_t cap) {
    size_t bytes = cap * sizeof(Particle);
    size_t align = alignof(Particle) > 16 ? alignof(Particle) : 16;
    bytes = (bytes + align - 1) / align * align;   /* aligned_alloc wants a multiple */
    p->slots = aligned_alloc(align, bytes);
    p->used = calloc(cap, 1);
    p->cap = cap;
    p->live = 0;
    return p->slots && p->used ? 0 : -1;
}

static Particle *pool_get(Pool *p, int id) {
    for (size_t i = 0; i < p->cap; i++) {
        if (!p->used[i]) {
            p->used[i] = 1;
            p->live++;
            Particle *q = &p->slots[i];
            memset(q, 0, sizeof *q);
            q->id = id;
            return q;
        }
    }
    return NULL;
}

static void pool_put(Pool *p, Particle *q) {
    size_t i = (size_t)(q - p->slots);
    p->used[i] = 0;
    p->live--;
}

int main(void) {
    Pool pool;
    if (pool_init(&pool, 4) != 0) return 1;
    printf("sizeof(Particle)=%zu alignof=%zu\n", sizeof(Particle), alignof(Particle));
    Particle *a = pool_get(&pool, 1), *b = pool_get(&pool, 2), *c = pool_get(&pool, 3);
    a->x = 1.5; b->y = -2.25; c->z = 3.0;
    pool_put(&pool, b);
    Particle *d = pool_get(&pool, 4);
    Particle *e = pool_get(&pool, 5);
    Particle *f = pool_get(&pool, 6);
    printf("d reused slot %td, e in slot %td, f %s\n", d - pool.slots, e - pool.slots, f ? "got one" : "pool full");
    for (size_t i = 0; i < pool.cap; i++)
        printf("slot %zu: used=%d id=%d (%.2f, %.2f, %.2f)\n", i, pool.used[i], pool.slots[i].id,
               pool.slots[i].x, pool.slots[i].y, pool.slots[i].z);
    printf("live=%zu\n", pool.live);
    free(pool.slots);
    free(pool.used);
    return 0;
}
