// features: sscanf, strtok, snprintf, malloc_free, string_h, macro_object, array_of_structs
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

typedef struct {
    char sku[12];
    char region[8];
    int qty;
    double price;
} Order;

static const char *data =
    "A-100,north,3,9.99\n"
    "B-220,south,10,2.50\n"
    "A-100,south,1,9.99\n"
    "C-310,east,7,14.25\n"
    "bad line without fields\n"
    "B-220,north,4,2.50\n"
    "C-310,north,2,14.25\n"
    "D-999,west,0,100.00\n";

int main(void) {
    char *copy = strdup(data);
    Order orders[16];
    int n = 0, rejected = 0;
    char *save = NULL;
    for (char *line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
        Order o;
        int got = sscanf(line, "%11[^,],%7[^,],%d,%lf", o.sku, o.region, &o.qty, &o.price);
        if (got != 4) {
            printf("rejected (%d fields): \"%s\"\n", got, line);
            rejected++;
            continue;
        }
        orders[n++] = o;
    }
    free(copy);
    printf("%d orders, %d rejected\n", n, rejected);

    const char *regions[] = { "north", "south", "east", "west" };
    for (int r = 0; r < 4; r++) {
        double total = 0;
        int items = 0;
        for (int i = 0; i < n; i++)
            if (strcmp(orders[i].region, regions[r]) == 0) {
                total += orders[i].qty * orders[i].price;
                items += orders[i].qty;
            }
        printf("%-6s items=%3d revenue=%8.2f\n", regions[r], items, total);
    }

    char label[10];
    for (int i = 0; i < n; i += 2) {
        int need = snprintf(label, sizeof label, "%s/%s#%d", orders[i].sku, orders[i].region, orders[i].qty);
        printf("label '%s' needed %d chars%s\n", label, need, need >= (int)sizeof label ? " (truncated)" : "");
    }

    int a, b;
    char unit[4];
    const char *specs[] = { "12x34 cm", "5x  6mm", "7 x 8 in", "9x" };
    for (int i = 0; i < 4; i++) {
        int k = sscanf(specs[i], "%dx%d %3s", &a, &b, unit);
        if (k == 3) printf("%-10s -> %d by %d %s\n", specs[i], a, b, unit);
        else printf("%-10s -> only %d matched\n", specs[i], k);
    }
    unsigned hex; char word[8]; int pos;
    if (sscanf("ff:beef rest", "%x:%7s%n", &hex, word, &pos) == 2)
        printf("hex=%u word=%s consumed=%d\n", hex, word, pos);
    return 0;
}
