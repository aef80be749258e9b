// features: variadic_function_definition, printf, snprintf, for_statement, while_statement
#include <stdio.h>
#include <stdarg.h>

int sum(int count, ...) {
    va_list ap;
    va_start(ap, count);
    int total = 0;
    for (int i = 0; i < count; i++) total += va_arg(ap, int);
    va_end(ap);
    return total;
}

double average(int n, ...) {
    va_list args;
    double s = 0;
    va_start(args, n);
    for (int i = 0; i < n; i++) s += va_arg(args, double);
    va_end(args);
    return n ? s / n : 0.0;
}

void log_msg(const char *level, const char *fmt, ...) {
    va_list ap;
    printf("[%s] ", level);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
}

int max_of(int first, ...) {
    va_list ap;
    int best = first, v;
    va_start(ap, first);
    while ((v = va_arg(ap, int)) != -1)
        if (v > best) best = v;
    va_end(ap);
    return best;
}

int main(void) {
    printf("sum=%d\n", sum(4, 1, 2, 3, 4));
    printf("sum=%d\n", sum(0));
    printf("avg=%.2f\n", average(3, 1.0, 2.5, 4.0));
    log_msg("INFO", "%d items at %.1f each", 3, 9.5);
    log_msg("WARN", "name=%s", "bob");
    printf("max=%d\n", max_of(3, 9, 2, 14, 5, -1));
    char buf[64];
    int n = snprintf(buf, sizeof buf, "%s-%03d", "id", 7);
    printf("%s (%d)\n", buf, n);
    return 0;
}
