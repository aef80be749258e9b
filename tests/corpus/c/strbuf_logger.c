// features: variadic_function_definition, realloc, static_local, enum, snprintf
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>

typedef struct {
    char *data;
    size_t len, cap;
} StrBuf;

static void sb_init(StrBuf *sb) { sb->data = malloc(16); sb->data[0] = '\0'; sb->len = 0; sb->cap = 16; }

static void sb_appendf(StrBuf *sb, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int need = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (sb->len + need + 1 > sb->cap) {
        while (sb->len + need + 1 > sb->cap) sb->cap *= 2;
        sb->data = realloc(sb->data, sb->cap);
    }
    va_start(ap, fmt);
    vsnprintf(sb->data + sb->len, sb->cap - sb->len, fmt, ap);
    va_end(ap);
    sb->len += need;
}

typedef enum { DEBUG, INFO, WARN, ERROR } Level;
static Level min_level = INFO;

static void log_msg(Level lv, const char *fmt, ...) {
    static const char *tags[] = {"DEBUG", "INFO", "WARN", "ERROR"};
    static int seq = 0;
    if (lv < min_level) return;
    char body[128];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(body, sizeof body, fmt, ap);
    va_end(ap);
    printf("%03d [%-5s] %s\n", ++seq, tags[lv], body);
}

static int sum_ints(int count, ...) {
    va_list ap;
    va_start(ap, count);
    int s = 0;
    for (int i = 0; i < count; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static double avg(int count, ...) {
    va_list ap;
    va_start(ap, count);
    double s = 0;
    for (int i = 0; i < count; i++) s += va_arg(ap, double);
    va_end(ap);
    return count ? s / count : 0;
}

int main(void) {
    StrBuf sb;
    sb_init(&sb);
    for (int i = 1; i <= 12; i++) sb_appendf(&sb, "%d%s", i * i, i < 12 ? "," : "");
    printf("%s (len %zu, cap %zu)\n", sb.data, sb.len, sb.cap);
    sb_appendf(&sb, " | %s=%.2f", "pi", 3.14159);
    printf("%s\n", sb.data);
    free(sb.data);
    log_msg(DEBUG, "hidden %d", 1);
    log_msg(INFO, "server started on port %d", 8080);
    log_msg(WARN, "disk at %d%%", 91);
    min_level = DEBUG;
    log_msg(DEBUG, "now visible: %s/%c", "abc", 'z');
    log_msg(ERROR, "failed after %.1f seconds (%#x)", 2.5, 255);
    printf("sum=%d avg=%.3f\n", sum_ints(5, 1, 2, 3, 4, 5), avg(3, 1.5, 2.5, 4.0));
    return 0;
}
