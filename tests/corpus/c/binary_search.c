// features: array, pointer, while_statement, sizeof, integer_division, comparison_operators
#include <stdio.h>

int find(const int *arr, int n, int value) {
    int lo = 0, hi = n - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (arr[mid] == value) return mid;
        if (arr[mid] < value) lo = mid + 1;
        else hi = mid - 1;
    }
    return -1;
}

int main(void) {
    int a[] = {1, 3, 4, 6, 8, 9, 11};
    int n = (int)(sizeof(a) / sizeof(a[0]));
    int queries[] = {6, 1, 11, 7, 0, 13, 9};
    for (int i = 0; i < 7; i++) printf("find(%d) = %d\n", queries[i], find(a, n, queries[i]));
    int big[] = {1, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 634};
    printf("find(21) = %d\n", find(big, 13, 21));
    printf("find(34) = %d\n", find(big, 13, 34));
    printf("empty: %d\n", find(a, 0, 1));
    return 0;
}
