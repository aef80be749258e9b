// features: function_pointer, typedef, pointer_to_struct, type_cast, pointer
#include <stdio.h>

typedef void (*Visitor)(int value, void *ctx);

struct Stats { int count; long sum; int max; };

static void each(const int *a, int n, Visitor v, void *ctx) {
    for (int i = 0; i < n; i++) v(a[i], ctx);
}
static void add_to(int value, void *ctx) { *(int *)ctx += value; }
static void collect(int value, void *ctx) {
    struct Stats *s = ctx;
    s->count++;
    s->sum += value;
    if (s->count == 1 || value > s->max) s->max = value;
}
static void print_it(int value, void *ctx) {
    const char *sep = ctx;
    printf("%d%s", value, sep);
}
static int reduce(const int *a, int n, int init, int (*f)(int, int)) {
    int acc = init;
    for (int i = 0; i < n; i++) acc = f(acc, a[i]);
    return acc;
}
static int maxf(int a, int b) { return a > b ? a : b; }
static int mulf(int a, int b) { return a * b; }

int main(void) {
    int data[] = {4, -2, 9, 7, 1};
    int n = sizeof data / sizeof data[0];
    int total = 0;
    each(data, n, add_to, &total);
    printf("total=%d\n", total);
    struct Stats st = {0, 0, 0};
    each(data, n, collect, &st);
    printf("count=%d sum=%ld max=%d mean=%.2f\n", st.count, st.sum, st.max, (double)st.sum / st.count);
    each(data, n, print_it, ", ");
    printf("\n");
    printf("max=%d product=%d\n", reduce(data, n, data[0], maxf), reduce(data, n, 1, mulf));
    return 0;
}
