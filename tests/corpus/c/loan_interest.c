// features: math_h, qsort, struct, printf_flags, float_types
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char name[20];
    double principal;
    double rate;   /* annual, percent */
    int years;
    int compounding; /* per year */
} Plan;

static double future_value(const Plan *p) {
    double r = p->rate / 100.0 / p->compounding;
    return p->principal * pow(1 + r, (double)p->compounding * p->years);
}

static double monthly_payment(double principal, double annual_rate, int months) {
    double r = annual_rate / 100 / 12;
    if (r == 0) return principal / months;
    return principal * r / (1 - pow(1 + r, -months));
}

static int cmp_fv(const void *a, const void *b) {
    double x = future_value(a), y = future_value(b);
    return (x < y) - (x > y);
}

int main(void) {
    Plan plans[] = {
        {"savings", 10000, 2.5, 10, 12},
        {"bond", 10000, 4.0, 10, 2},
        {"cd", 10000, 3.25, 10, 4},
        {"mattress", 10000, 0.0, 10, 1},
        {"index", 10000, 7.0, 10, 1},
    };
    int n = sizeof plans / sizeof plans[0];
    qsort(plans, n, sizeof(Plan), cmp_fv);
    printf("%-10s %6s %10s %12s\n", "plan", "rate", "compound", "value");
    for (int i = 0; i < n; i++)
        printf("%-10s %5.2f%% %10d %12.2f\n", plans[i].name, plans[i].rate, plans[i].compounding, future_value(&plans[i]));
    double loan = 250000;
    int terms[] = {180, 360};
    for (int t = 0; t < 2; t++) {
        double pay = monthly_payment(loan, 6.5, terms[t]);
        double total = pay * terms[t];
        printf("loan %.0f over %d months: %.2f/month, interest %.2f\n", loan, terms[t], pay, total - loan);
    }
    /* amortisation of the first 3 months */
    double bal = loan, pay = monthly_payment(loan, 6.5, 360);
    for (int m = 1; m <= 3; m++) {
        double interest = round(bal * 0.065 / 12 * 100) / 100;
        double princ = pay - interest;
        bal -= princ;
        printf("month %d: interest %9.2f principal %9.2f balance %11.2f\n", m, interest, princ, bal);
    }
    double years = log(2) / log(1.07);
    printf("doubling at 7%%: %.2f years (rule of 72: %.1f)\n", years, 72.0 / 7);
    printf("%e %g %.3e\n", future_value(&plans[0]), 1e7 / 3, 123456.789);
    return 0;
}
