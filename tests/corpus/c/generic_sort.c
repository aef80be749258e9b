// features: type_punning, function_pointer, pointer_arithmetic, array_of_structs, string_h, type_cast
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

/* A hand-written generic sort over void *, the way C textbooks teach it:
   elements are addressed as bytes (base + i * size) and swapped byte by
   byte or through a temporary buffer. */
typedef int (*cmp_fn)(const void *, const void *);

static void byte_swap(void *a, void *b, size_t size) {
    unsigned char *p = a, *q = b;
    for (size_t i = 0; i < size; i++) {
        unsigned char t = p[i];
        p[i] = q[i];
        q[i] = t;
    }
}

static void buffer_swap(void *a, void *b, size_t size) {
    unsigned char tmp[64];
    memcpy(tmp, a, size);
    memcpy(a, b, size);
    memcpy(b, tmp, size);
}

static void insertion_sort(void *base, size_t n, size_t size, cmp_fn cmp, void (*swap)(void *, void *, size_t)) {
    char *arr = (char *)base;
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && cmp(arr + (j - 1) * size, arr + j * size) > 0; j--)
            swap(arr + (j - 1) * size, arr + j * size, size);
}

static void *find_max(const void *base, size_t n, size_t size, cmp_fn cmp) {
    const char *best = base;
    for (const char *p = (const char *)base + size; p < (const char *)base + n * size; p += size)
        if (cmp(p, best) > 0) best = p;
    return (void *)best;
}

typedef struct {
    const char *city;
    int population;
    double area;
} City;

static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}
static int cmp_double_desc(const void *a, const void *b) {
    const double *x = a, *y = b;
    return (*x < *y) - (*x > *y);
}
static int cmp_density(const void *a, const void *b) {
    const City *x = a, *y = b;
    double dx = x->population / x->area, dy = y->population / y->area;
    return (dx > dy) - (dx < dy);
}

static uint32_t to_big_endian(uint32_t v) {
    unsigned char *b = (unsigned char *)&v;
    unsigned char t = b[0]; b[0] = b[3]; b[3] = t;
    t = b[1]; b[1] = b[2]; b[2] = t;
    return v;
}

int main(void) {
    int nums[] = {42, -7, 19, 0, 19, 3, -100, 8};
    size_t nn = sizeof nums / sizeof nums[0];
    insertion_sort(nums, nn, sizeof nums[0], cmp_int, byte_swap);
    for (size_t i = 0; i < nn; i++) printf("%d%c", nums[i], i + 1 < nn ? ' ' : '\n');

    double temps[] = {21.5, -3.25, 37.0, 14.75, 0.5};
    insertion_sort(temps, 5, sizeof(double), cmp_double_desc, buffer_swap);
    for (int i = 0; i < 5; i++) printf("%.2f ", temps[i]);
    printf("\n");

    City cities[] = {{"Lagos", 15388000, 1171.3}, {"Oslo", 709037, 454.0}, {"Dhaka", 10295000, 306.4},
                     {"Perth", 2192000, 6417.9}, {"Paris", 2102650, 105.4}};
    size_t nc = sizeof cities / sizeof cities[0];
    insertion_sort(cities, nc, sizeof(City), cmp_density, buffer_swap);
    for (size_t i = 0; i < nc; i++)
        printf("%-6s %9d people %8.1f km2 %9.1f/km2\n", cities[i].city, cities[i].population, cities[i].area,
               cities[i].population / cities[i].area);
    const City *densest = find_max(cities, nc, sizeof(City), cmp_density);
    const int *largest = find_max(nums, nn, sizeof(int), cmp_int);
    printf("densest: %s, largest number: %d\n", densest->city, *largest);

    int a = 1, b = 2;
    byte_swap(&a, &b, sizeof a);
    double x = 1.5, y = -2.25;
    buffer_swap(&x, &y, sizeof x);
    printf("a=%d b=%d x=%g y=%g\n", a, b, x, y);
    printf("0x%08x -> 0x%08x\n", 0x11223344u, to_big_endian(0x11223344u));
    return 0;
}
