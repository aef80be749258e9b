// features: struct, array_of_structs, qsort, printf_flags, string_h, float_types
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char name[32];
    char dept[16];
    double hourly;
    int hours[5];
} Employee;

static double weekly_pay(const Employee *e) {
    double total = 0.0;
    for (int d = 0; d < 5; d++) {
        int h = e->hours[d];
        if (h > 8) {
            total += 8 * e->hourly + (h - 8) * e->hourly * 1.5;
        } else {
            total += h * e->hourly;
        }
    }
    return total;
}

static int by_pay_desc(const void *a, const void *b) {
    const Employee *x = a, *y = b;
    double px = weekly_pay(x), py = weekly_pay(y);
    if (px < py) return 1;
    if (px > py) return -1;
    return strcmp(x->name, y->name);
}

int main(void) {
    Employee staff[] = {
        {"Alice", "eng", 52.5, {8, 9, 8, 10, 7}},
        {"Bob", "ops", 31.0, {8, 8, 8, 8, 8}},
        {"Carmen", "eng", 48.0, {12, 8, 8, 8, 4}},
        {"Dmitri", "sales", 27.25, {6, 6, 9, 9, 9}},
        {"Eve", "ops", 35.75, {10, 10, 0, 10, 10}},
    };
    size_t n = sizeof staff / sizeof staff[0];
    qsort(staff, n, sizeof(Employee), by_pay_desc);
    printf("%-10s %-6s %8s %10s\n", "Name", "Dept", "Rate", "Pay");
    printf("%.*s\n", 37, "-------------------------------------------------");
    double total = 0;
    for (size_t i = 0; i < n; i++) {
        double p = weekly_pay(&staff[i]);
        total += p;
        printf("%-10s %-6s %8.2f %10.2f\n", staff[i].name, staff[i].dept, staff[i].hourly, p);
    }
    printf("%-17s %19.2f\n", "Total", total);
    const char *depts[] = {"eng", "ops", "sales"};
    for (int d = 0; d < 3; d++) {
        double sum = 0; int cnt = 0;
        for (size_t i = 0; i < n; i++)
            if (strcmp(staff[i].dept, depts[d]) == 0) { sum += weekly_pay(&staff[i]); cnt++; }
        printf("dept %-5s: %d staff, avg %.3f\n", depts[d], cnt, cnt ? sum / cnt : 0.0);
    }
    return 0;
}
