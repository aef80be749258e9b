// features: malloc_free, realloc, struct, pointer_to_struct, sizeof
#include <stdio.h>
#include <stdlib.h>

typedef struct {
    int *data;
    int size;
    int cap;
} Vec;

void vec_init(Vec *v) { v->size = 0; v->cap = 2; v->data = malloc(v->cap * sizeof(int)); }
void vec_push(Vec *v, int x) {
    if (v->size == v->cap) {
        v->cap *= 2;
        v->data = realloc(v->data, v->cap * sizeof(int));
        printf("grow to %d\n", v->cap);
    }
    v->data[v->size++] = x;
}
int vec_sum(const Vec *v) { int s = 0; for (int i = 0; i < v->size; i++) s += v->data[i]; return s; }

int main(void) {
    Vec v;
    vec_init(&v);
    for (int i = 1; i <= 10; i++) vec_push(&v, i * 3);
    printf("size=%d cap=%d sum=%d\n", v.size, v.cap, vec_sum(&v));
    for (int i = 0; i < v.size; i++) printf("%d%c", v.data[i], i + 1 < v.size ? ',' : '\n');
    int *zeros = calloc(5, sizeof(int));
    int zs = 0;
    for (int i = 0; i < 5; i++) zs += zeros[i];
    printf("calloc sum=%d\n", zs);
    double *ds = malloc(4 * sizeof(double));
    for (int i = 0; i < 4; i++) ds[i] = i / 4.0;
    printf("%.2f %.2f\n", ds[1], ds[3]);
    free(ds);
    free(zeros);
    free(v.data);
    return 0;
}
