// features: file_io, struct, array_of_structs, printf_flags, sscanf, string_h, malloc_free
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct Item { const char *sku; int qty; double price; };

static void write_report(FILE *out, const struct Item *items, int n) {
    double total = 0;
    fprintf(out, "SKU      QTY    PRICE    VALUE\n");
    for (int i = 0; i < n; i++) {
        double v = items[i].qty * items[i].price;
        total += v;
        fprintf(out, "%-8s %3d %8.2f %8.2f\n", items[i].sku, items[i].qty, items[i].price, v);
    }
    fprintf(out, "TOTAL %23.2f\n", total);
}

int main(void) {
    struct Item items[] = {
        {"A-100", 12, 3.5}, {"B-220", 0, 19.99}, {"C-031", 7, 120.0}, {"D-404", 250, 0.15},
    };
    int n = (int)(sizeof items / sizeof items[0]);
    write_report(stdout, items, n);

    char *buf = NULL;
    size_t len = 0;
    FILE *mem = open_memstream(&buf, &len);
    if (!mem) return 1;
    write_report(mem, items, 2);
    fclose(mem);
    printf("memstream captured %zu bytes, %d lines\n", len, (int)(strchr(buf, '\0') - buf > 0));
    int lines = 0;
    for (char *p = buf; *p; p++) if (*p == '\n') lines++;
    printf("lines=%d first line: %.*s\n", lines, (int)(strchr(buf, '\n') - buf), buf);
    free(buf);

    FILE *t = tmpfile();
    if (!t) return 1;
    for (int i = 0; i < n; i++) fprintf(t, "%s,%d\n", items[i].sku, items[i].qty);
    rewind(t);
    char line[64];
    int total_qty = 0;
    while (fgets(line, sizeof line, t)) {
        char sku[16]; int q;
        if (sscanf(line, "%15[^,],%d", sku, &q) == 2) {
            total_qty += q;
            printf("read back %s -> %d\n", sku, q);
        }
    }
    fclose(t);
    printf("total qty %d\n", total_qty);

    char fixed[] = "10 20 30 40 oops 50";
    FILE *in = fmemopen(fixed, strlen(fixed), "r");
    int v, sum = 0, cnt = 0;
    while (fscanf(in, "%d", &v) == 1) { sum += v; cnt++; }
    fclose(in);
    printf("parsed %d numbers, sum %d\n", cnt, sum);
    fputs("done\n", stdout);
    fputc('!', stdout);
    fputc('\n', stdout);
    fwrite("bytes\n", 1, 6, stdout);
    return 0;
}
