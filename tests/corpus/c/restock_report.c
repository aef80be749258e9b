// features: designated_initializer, enum, qsort, printf_flags, array_of_structs, struct
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum category { PRODUCE, DAIRY, BAKERY, FROZEN, NCAT };

static const struct { const char *label; int lead_days; double margin; } cat_info[NCAT] = {
    [DAIRY] = { "dairy", 2, 0.18 },
    [PRODUCE] = { "produce", 1, 0.25 },
    [FROZEN] = { "frozen", 5, 0.30 },
    [BAKERY] = { "bakery", 1, 0.40 },
};

typedef struct {
    char sku[10];
    enum category cat;
    int on_hand;
    int daily_sales;
    double cost;
} Stock;

static int days_left(const Stock *s) { return s->daily_sales ? s->on_hand / s->daily_sales : 999; }

static int by_urgency(const void *pa, const void *pb) {
    const Stock *a = pa, *b = pb;
    int da = days_left(a) - cat_info[a->cat].lead_days;
    int db = days_left(b) - cat_info[b->cat].lead_days;
    if (da != db) return da < db ? -1 : 1;
    return strcmp(a->sku, b->sku);
}

int main(void) {
    Stock items[] = {
        { "MILK-1L", DAIRY, 40, 18, 0.89 },
        { "BREAD-W", BAKERY, 12, 15, 1.10 },
        { "APPLE", PRODUCE, 300, 45, 0.21 },
        { "PEAS-FZ", FROZEN, 60, 6, 1.75 },
        { "YOGURT", DAIRY, 25, 4, 0.55 },
        { "CROISS", BAKERY, 30, 9, 0.65 },
        { "ICECRM", FROZEN, 14, 3, 3.20 },
        { "BANANA", PRODUCE, 80, 60, 0.15 },
    };
    const size_t n = sizeof items / sizeof items[0];
    qsort(items, n, sizeof *items, by_urgency);
    int width = 0;
    for (size_t i = 0; i < n; i++) {
        int len = (int)strlen(items[i].sku);
        if (len > width) width = len;
    }
    printf("%-*s | %-8s | %5s | %4s | %s\n", width, "sku", "category", "stock", "days", "order");
    printf("%.*s\n", width + 40, "------------------------------------------------------------");
    double spend[NCAT] = {0};
    for (size_t i = 0; i < n; i++) {
        const Stock *s = &items[i];
        int d = days_left(s);
        int target = s->daily_sales * (cat_info[s->cat].lead_days + 7);
        int order = target > s->on_hand ? target - s->on_hand : 0;
        spend[s->cat] += order * s->cost;
        printf("%-*s | %-8s | %5d | %4d | %d%s\n", width, s->sku, cat_info[s->cat].label, s->on_hand, d, order,
               d <= cat_info[s->cat].lead_days ? " URGENT" : "");
    }
    double total = 0;
    for (int c = 0; c < NCAT; c++) {
        double retail = spend[c] * (1 + cat_info[c].margin);
        printf("%-8s spend %8.2f  retail value %8.2f\n", cat_info[c].label, spend[c], retail);
        total += spend[c];
    }
    printf("total spend %.2f (%s)\n", total, total > 200 ? "needs approval" : "auto-approved");
    return 0;
}
