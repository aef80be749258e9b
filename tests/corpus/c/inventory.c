// features: array_of_structs, qsort, struct, typedef, string_h
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char name[20];
    int qty;
    double price;
} Item;

int by_value(const void *a, const void *b) {
    const Item *x = a, *y = b;
    double vx = x->qty * x->price, vy = y->qty * y->price;
    return (vx < vy) - (vx > vy);
}

int by_name(const void *a, const void *b) {
    return strcmp(((const Item *)a)->name, ((const Item *)b)->name);
}

void report(const Item *items, int n) {
    double total = 0;
    for (int i = 0; i < n; i++) {
        printf("%-10s %4d x %7.2f = %9.2f\n", items[i].name, items[i].qty, items[i].price, items[i].qty * items[i].price);
        total += items[i].qty * items[i].price;
    }
    printf("%-10s %27.2f\n", "TOTAL", total);
}

int main(void) {
    Item items[] = {{"widget", 10, 2.5}, {"gadget", 3, 19.99}, {"bolt", 250, 0.1}, {"gizmo", 1, 99.0}, {"nut", 300, 0.05}};
    int n = sizeof items / sizeof items[0];
    qsort(items, n, sizeof(Item), by_value);
    report(items, n);
    qsort(items, n, sizeof(Item), by_name);
    report(items, n);
    Item *cheapest = &items[0];
    for (int i = 1; i < n; i++)
        if (items[i].price < cheapest->price) cheapest = &items[i];
    printf("cheapest: %s\n", cheapest->name);
    cheapest->qty += 5;
    printf("%s qty now %d\n", items[3].name, items[3].qty);
    return 0;
}
