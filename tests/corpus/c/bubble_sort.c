// features: array, for_statement, pointer, bool_type, break_statement
#include <stdio.h>
#include <stdbool.h>

void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }

int bubble(int *a, int n) {
    int passes = 0;
    for (int i = 0; i < n - 1; i++) {
        bool swapped = false;
        passes++;
        for (int j = 0; j < n - 1 - i; j++)
            if (a[j] > a[j + 1]) { swap(&a[j], &a[j + 1]); swapped = true; }
        if (!swapped) break;
    }
    return passes;
}

void insertion(int a[], int n) {
    for (int i = 1; i < n; i++) {
        int key = a[i], j = i - 1;
        while (j >= 0 && a[j] > key) { a[j + 1] = a[j]; j--; }
        a[j + 1] = key;
    }
}

void show(const char *label, const int *a, int n) {
    printf("%-10s", label);
    for (int i = 0; i < n; i++) printf(" %3d", a[i]);
    printf("\n");
}

int main(void) {
    int a[] = {64, 34, 25, 12, 22, 11, 90, -5};
    int b[] = {5, 4, 3, 2, 1, 0, -1, -2};
    int n = sizeof a / sizeof a[0];
    show("before", a, n);
    int p = bubble(a, n);
    show("bubble", a, n);
    printf("passes=%d\n", p);
    insertion(b, n);
    show("insertion", b, n);
    printf("sorted again passes=%d\n", bubble(a, n));
    return 0;
}
