// features: variadic_function_definition, file_io, stdin_input, sscanf, struct, array_of_structs
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdarg.h>
#include <string.h>

/* Reads fixed-layout records from a stream through one checked helper. */
typedef struct { char id[8]; int qty; double unit; } Item;

static int read_fields(FILE *f, int want, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int got = vfscanf(f, fmt, ap);
    va_end(ap);
    return got == want ? 1 : got == EOF ? EOF : 0;
}

static int ask(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int got = vscanf(fmt, ap);
    va_end(ap);
    return got;
}

int main(void) {
    char text[] = "A17 4 2.50\nB02 10 0.99\nC33 x 1.00\nD40 1 12.75\n";
    FILE *f = fmemopen(text, strlen(text), "r");
    if (!f) return 1;
    Item items[8];
    int n = 0, bad = 0, rc;
    while (n < 8 && (rc = read_fields(f, 3, "%7s %d %lf", items[n].id, &items[n].qty, &items[n].unit)) != EOF) {
        if (rc) {
            n++;
        } else {
            bad++;
            char skip[64];
            if (!fgets(skip, sizeof skip, f)) break;  /* drop the rest of the bad line */
        }
    }
    fclose(f);
    double total = 0;
    for (int i = 0; i < n; i++) {
        double line = items[i].qty * items[i].unit;
        total += line;
        printf("%-4s %3d x %6.2f = %7.2f\n", items[i].id, items[i].qty, items[i].unit, line);
    }
    printf("%d items, %d bad, total %.2f\n", n, bad, total);
    int extra = 0;
    int got = ask("%d", &extra);
    printf("extra from stdin: %s\n", got == EOF ? "none (end of input)" : got == 1 ? "read" : "unreadable");
    return 0;
}
