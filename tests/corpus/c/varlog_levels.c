// features: variadic_function_definition, enum, snprintf, string_h, printf_flags
#include <stdio.h>
#include <stdarg.h>
#include <string.h>

enum Level { DEBUG, INFO, WARN, ERROR };
static const char *level_names[] = {"DEBUG", "INFO", "WARN", "ERROR"};
static enum Level min_level = INFO;
static char history[8][80];
static int hist_count = 0;

static void log_msg(enum Level lvl, const char *fmt, ...) {
    if (lvl < min_level) return;
    char buf[80];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    printf("[%-5s] %s\n", level_names[lvl], buf);
    if (hist_count < 8) {
        strcpy(history[hist_count++], buf);
    }
}

static int sum_ints(int count, ...) {
    va_list ap;
    va_start(ap, count);
    int s = 0;
    for (int i = 0; i < count; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static double average(int count, ...) {
    va_list ap, copy;
    va_start(ap, count);
    va_copy(copy, ap);
    double s = 0;
    for (int i = 0; i < count; i++) s += va_arg(ap, double);
    double mx = va_arg(copy, double);
    for (int i = 1; i < count; i++) { double v = va_arg(copy, double); if (v > mx) mx = v; }
    va_end(copy);
    va_end(ap);
    printf("max=%g ", mx);
    return s / count;
}

static void concat_all(char *out, size_t cap, ...) {
    va_list ap;
    va_start(ap, cap);
    out[0] = '\0';
    const char *s;
    while ((s = va_arg(ap, const char *)) != NULL) {
        strncat(out, s, cap - strlen(out) - 1);
    }
    va_end(ap);
}

int main(void) {
    log_msg(DEBUG, "hidden %d", 1);
    log_msg(INFO, "starting %s v%d.%d", "server", 2, 7);
    log_msg(WARN, "disk at %5.1f%%", 93.456);
    log_msg(ERROR, "code=%#x name=%-8s|", 255, "io");
    min_level = DEBUG;
    log_msg(DEBUG, "now visible: %c%c%c", 'a', 'b', 'c');
    log_msg(INFO, "truncated: %s", "this message is far too long to fit in the small buffer we have given it, really");
    printf("sum=%d\n", sum_ints(5, 1, 2, 3, 4, 5));
    printf("avg=%.3f\n", average(4, 1.5, 9.25, -3.0, 4.0));
    char joined[32];
    concat_all(joined, sizeof joined, "alpha", "-", "beta", "-", "gamma", "-", "delta", "-", "epsilon", (char *)NULL);
    printf("joined=\"%s\" (%zu)\n", joined, strlen(joined));
    printf("history %d entries, last: %s\n", hist_count, history[hist_count - 1]);
    return 0;
}
