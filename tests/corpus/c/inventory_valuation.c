// features: qsort, bsearch, array_of_structs, printf_flags, string_h
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char sku[12];
    char name[32];
    int qty;
    double price;
} Item;

static int by_value_desc(const void *a, const void *b) {
    const Item *x = (const Item *)a;
    const Item *y = (const Item *)b;
    double vx = x->qty * x->price, vy = y->qty * y->price;
    if (vx < vy) return 1;
    if (vx > vy) return -1;
    return strcmp(x->sku, y->sku);
}

static int by_sku(const void *a, const void *b) {
    return strcmp(((const Item *)a)->sku, ((const Item *)b)->sku);
}

int main(void) {
    Item stock[] = {
        {"A-100", "Widget", 40, 2.50},
        {"B-220", "Gadget", 5, 19.99},
        {"C-031", "Doohickey", 120, 0.35},
        {"A-007", "Sprocket", 12, 7.25},
        {"D-500", "Flange", 0, 12.00},
        {"B-101", "Gizmo", 33, 4.10},
    };
    size_t n = sizeof stock / sizeof stock[0];
    qsort(stock, n, sizeof(Item), by_value_desc);
    printf("%-8s|%-12s|%5s|%8s|%10s\n", "SKU", "Name", "Qty", "Price", "Value");
    printf("%.*s\n", 47, "-----------------------------------------------------------");
    double total = 0;
    for (size_t i = 0; i < n; i++) {
        double v = stock[i].qty * stock[i].price;
        total += v;
        printf("%-8s|%-12s|%5d|%8.2f|%10.2f\n", stock[i].sku, stock[i].name, stock[i].qty, stock[i].price, v);
    }
    printf("Total value: %.2f over %zu items\n", total, n);
    qsort(stock, n, sizeof stock[0], by_sku);
    Item key;
    strcpy(key.sku, "B-220");
    Item *found = bsearch(&key, stock, n, sizeof(Item), by_sku);
    if (found) printf("Found %s: %s x%d\n", found->sku, found->name, found->qty);
    strcpy(key.sku, "Z-999");
    found = bsearch(&key, stock, n, sizeof(Item), by_sku);
    printf("Z-999 %s\n", found ? "found" : "missing");
    int out = 0;
    for (size_t i = 0; i < n; i++) if (stock[i].qty == 0) out++;
    printf("Out of stock: %d (%5.1f%%)\n", out, 100.0 * out / n);
    return 0;
}
