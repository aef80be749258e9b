// features: stdin_input, sscanf, struct, qsort
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

/* Reads "region units price" records from stdin, then free-text notes. */
typedef struct {
    char region[16];
    int units;
    double price;
} Sale;

static int by_revenue(const void *a, const void *b) {
    const Sale *x = a, *y = b;
    double rx = x->units * x->price, ry = y->units * y->price;
    return (rx < ry) - (rx > ry);
}

int main(void) {
    int n;
    if (scanf("%d", &n) != 1 || n <= 0 || n > 32) {
        printf("bad header\n");
        return 1;
    }
    Sale sales[32];
    int got = 0;
    for (int i = 0; i < n; i++) {
        if (scanf("%15s %d %lf", sales[got].region, &sales[got].units, &sales[got].price) == 3) got++;
        else break;
    }
    printf("read %d of %d records\n", got, n);
    qsort(sales, (size_t)got, sizeof sales[0], by_revenue);
    double total = 0;
    for (int i = 0; i < got; i++) {
        double r = sales[i].units * sales[i].price;
        total += r;
        printf("%-8s %5d x %8.2f = %10.2f\n", sales[i].region, sales[i].units, sales[i].price, r);
    }
    printf("total %.2f\n", total);
    int c;
    while ((c = getchar()) != '\n' && c != EOF) {
    }
    char line[128];
    int lines = 0, words = 0, upper = 0;
    while (fgets(line, sizeof line, stdin)) {
        lines++;
        line[strcspn(line, "\n")] = '\0';
        int in_word = 0;
        for (char *p = line; *p; p++) {
            if (isupper((unsigned char)*p)) upper++;
            if (isspace((unsigned char)*p)) in_word = 0;
            else if (!in_word) { in_word = 1; words++; }
        }
        printf("note %d: \"%s\"\n", lines, line);
    }
    printf("notes=%d words=%d upper=%d eof=%d\n", lines, words, upper, feof(stdin) != 0);
    printf("after end: getchar=%d scanf=%d\n", getchar(), scanf("%d", &n));
    return 0;
}
