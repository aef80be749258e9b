// features: printf, printf_flags, snprintf, variadic_function_definition
// A report printer that measures what it wrote with %n: underlines each
// heading to its printed width, aligns a second column after a variable-width
// label, and records field positions in a struct and an array.
#include <stdio.h>
#include <stdarg.h>
#include <string.h>

struct Marks { int name_end; int total; };

static int heading(const char *fmt, ...) {
    char buf[80];
    int width = 0;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    printf("%s%n\n", buf, &width);
    for (int i = 0; i < width; i++) putchar('=');
    putchar('\n');
    return width;
}

int main(void) {
    int w = heading("Quarterly report %d/%s", 3, "2024");
    printf("(heading was %d wide)\n", w);
    const char *names[] = { "North", "South-East", "W" };
    const double sales[] = { 1234.5, 98.25, 100000 };
    int cols[3];
    for (int i = 0; i < 3; i++) {
        int used = 0;
        printf("%s: %n", names[i], &used);
        cols[i] = used;
        printf("%*s%10.2f\n", 14 - used, "", sales[i]);
    }
    printf("label widths: %d %d %d\n", cols[0], cols[1], cols[2]);
    struct Marks m = { 0, 0 };
    char line[64];
    int n = snprintf(line, sizeof line, "item=%s%n qty=%03d%n", "bolt", &m.name_end, 7, &m.total);
    printf("[%s] returned %d, name ends at %d, total %d\n", line, n, m.name_end, m.total);
    char tiny[6];
    int before = -1, after = -1;
    snprintf(tiny, sizeof tiny, "%s%n-%s%n", "abcd", &before, "efgh", &after);
    printf("truncated '%s' but counted %d then %d\n", tiny, before, after);
    signed char small = 0;
    short mid = 0;
    snprintf(tiny, sizeof tiny, "%300s%hhn%hn", "", &small, &mid);
    printf("narrowed: %d %d\n", small, mid);
    return 0;
}
