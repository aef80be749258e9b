// features: strtok, qsort, array_of_structs, snprintf, printf_flags, string_h, malloc_free, macro_object
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char sku[12];
    char name[32];
    int qty;
    double price;
    char category[16];
} Item;

static const char *data =
    "SKU,Name,Qty,Price,Category\n"
    "A100,Widget,25,3.50,hardware\n"
    "A101,Gadget,4,12.99,hardware\n"
    "B200,Notebook,120,1.25,stationery\n"
    "B201,Pen (blue),300,0.40,stationery\n"
    "C300,Coffee beans,0,8.75,grocery\n"
    "C301,Tea,18,4.10,grocery\n"
    "A102,Sprocket,7,2.05,hardware\n";

static int by_value_desc(const void *a, const void *b) {
    const Item *x = a, *y = b;
    double vx = x->qty * x->price, vy = y->qty * y->price;
    return (vx < vy) - (vx > vy);
}

int main(void) {
    char *copy = strdup(data);
    Item items[16];
    int n = 0;
    char *save_line;
    char *line = strtok_r(copy, "\n", &save_line);
    line = strtok_r(NULL, "\n", &save_line);   /* skip header */
    while (line && n < 16) {
        char *save_field;
        Item *it = &items[n];
        char *f = strtok_r(line, ",", &save_field);
        strncpy(it->sku, f, sizeof it->sku - 1); it->sku[sizeof it->sku - 1] = 0;
        f = strtok_r(NULL, ",", &save_field);
        snprintf(it->name, sizeof it->name, "%s", f);
        it->qty = atoi(strtok_r(NULL, ",", &save_field));
        it->price = strtod(strtok_r(NULL, ",", &save_field), NULL);
        snprintf(it->category, sizeof it->category, "%s", strtok_r(NULL, ",", &save_field));
        n++;
        line = strtok_r(NULL, "\n", &save_line);
    }
    free(copy);

    qsort(items, n, sizeof(Item), by_value_desc);
    printf("%-6s %-14s %5s %8s %10s\n", "SKU", "Name", "Qty", "Price", "Value");
    printf("%.*s\n", 47, "-----------------------------------------------------------");
    double total = 0;
    for (int i = 0; i < n; i++) {
        double v = items[i].qty * items[i].price;
        total += v;
        printf("%-6s %-14.14s %5d %8.2f %10.2f%s\n", items[i].sku, items[i].name, items[i].qty,
               items[i].price, v, items[i].qty == 0 ? "  OUT" : (items[i].qty < 10 ? "  LOW" : ""));
    }
    printf("%*s %10.2f\n", 36, "TOTAL", total);

    const char *cats[] = {"hardware", "stationery", "grocery"};
    for (int c = 0; c < 3; c++) {
        int count = 0, units = 0;
        for (int i = 0; i < n; i++)
            if (strcmp(items[i].category, cats[c]) == 0) { count++; units += items[i].qty; }
        printf("%-10s items=%d units=%d\n", cats[c], count, units);
    }
    return 0;
}
