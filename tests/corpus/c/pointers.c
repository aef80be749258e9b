// features: pointer, address_of, pointer_dereference, pointer_arithmetic, pointer_to_pointer
#include <stdio.h>

void inc_all(int *p, int n) {
    for (int *end = p + n; p < end; p++) (*p)++;
}

void min_max(const int *a, int n, int *mn, int *mx) {
    *mn = *mx = a[0];
    for (int i = 1; i < n; i++) {
        if (a[i] < *mn) *mn = a[i];
        if (a[i] > *mx) *mx = a[i];
    }
}

int main(void) {
    int x = 10;
    int *p = &x;
    int **pp = &p;
    *p += 5;
    **pp *= 2;
    printf("x=%d *p=%d **pp=%d\n", x, *p, **pp);
    int arr[6] = {3, 9, -2, 7, 0, 4};
    inc_all(arr, 6);
    for (int i = 0; i < 6; i++) printf("%d ", *(arr + i));
    printf("\n");
    int lo, hi;
    min_max(arr, 6, &lo, &hi);
    printf("min=%d max=%d\n", lo, hi);
    int *q = &arr[2];
    printf("q[0]=%d q[1]=%d q[-1]=%d diff=%ld\n", q[0], q[1], q[-1], (long)(q - arr));
    int *r = arr;
    printf("%d ", *r++);
    printf("%d ", *r);
    printf("%d\n", *++r);
    int sum = 0;
    for (int *it = arr; it != arr + 6; ++it) sum += *it;
    printf("sum=%d\n", sum);
    int a = 1, b = 2;
    int *pa = &a, *pb = &b;
    int *tmp = pa; pa = pb; pb = tmp;
    printf("%d %d (a=%d b=%d)\n", *pa, *pb, a, b);
    return 0;
}
