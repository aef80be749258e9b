// features: function_pointer, function_pointer_array, qsort, math_h, printf_flags, array_of_structs, static_local
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

typedef struct {
    char ticker[8];
    int shares;
    double cost_basis;
    double prices[7];
} Holding;

typedef double (*Metric)(const Holding *);

static double last_price(const Holding *h) { return h->prices[6]; }
static double market_value(const Holding *h) { return h->shares * last_price(h); }
static double gain_pct(const Holding *h) { return 100.0 * (last_price(h) - h->cost_basis) / h->cost_basis; }
static double volatility(const Holding *h) {
    double rets[6], mean = 0, var = 0;
    for (int i = 0; i < 6; i++) { rets[i] = log(h->prices[i + 1] / h->prices[i]); mean += rets[i]; }
    mean /= 6;
    for (int i = 0; i < 6; i++) var += pow(rets[i] - mean, 2);
    return sqrt(var / 5) * sqrt(252.0);
}

static const struct { const char *name; Metric fn; const char *fmt; } metrics[] = {
    {"value", market_value, "%12.2f"},
    {"gain%", gain_pct, "%+11.2f%%"},
    {"vol", volatility, "%12.4f"},
};

static Metric sort_metric;
static int by_metric_desc(const void *a, const void *b) {
    double x = sort_metric(a), y = sort_metric(b);
    return (x < y) - (x > y);
}

int main(void) {
    Holding book[] = {
        {"ACME", 120, 41.50, {40.1, 40.8, 41.2, 40.9, 42.3, 43.0, 44.25}},
        {"GLOBX", 40, 210.00, {205.0, 199.5, 201.25, 198.0, 202.75, 204.0, 207.5}},
        {"INITECH", 300, 12.75, {13.0, 13.4, 12.9, 12.1, 11.8, 12.2, 12.05}},
        {"UMBR", 15, 88.80, {90.0, 91.5, 95.25, 97.0, 96.5, 99.75, 101.0}},
    };
    size_t n = sizeof book / sizeof *book;
    printf("%-8s", "ticker");
    for (size_t m = 0; m < sizeof metrics / sizeof metrics[0]; m++) printf("%12s", metrics[m].name);
    putchar('\n');
    for (size_t i = 0; i < n; i++) {
        printf("%-8s", book[i].ticker);
        for (size_t m = 0; m < 3; m++) printf(metrics[m].fmt, metrics[m].fn(&book[i]));
        putchar('\n');
    }
    sort_metric = gain_pct;
    qsort(book, n, sizeof(Holding), by_metric_desc);
    printf("best performer: %s, worst: %s\n", book[0].ticker, book[n - 1].ticker);
    double total = 0, cost = 0;
    for (size_t i = 0; i < n; i++) { total += market_value(&book[i]); cost += book[i].shares * book[i].cost_basis; }
    printf("portfolio %.2f on cost %.2f (%+.3f%%)\n", total, cost, 100 * (total - cost) / cost);
    printf("rounded: %ld %ld %.0f %.0f\n", lround(total), lrint(cost), floor(total / 1000) * 1000, ceil(cost / 1000) * 1000);
    return 0;
}
