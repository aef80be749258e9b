// features: variadic_function_definition, realloc, memset, string_h, printf_flags, pointer_arithmetic
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>

typedef struct { char *data; size_t len, cap; } StrBuf;

static void sb_reserve(StrBuf *sb, size_t extra) {
    if (sb->len + extra + 1 <= sb->cap) return;
    size_t cap = sb->cap ? sb->cap : 16;
    while (cap < sb->len + extra + 1) cap *= 2;
    char *p = realloc(sb->data, cap);
    if (!p) abort();
    sb->data = p;
    sb->cap = cap;
}

static void sb_append(StrBuf *sb, const char *s) {
    size_t n = strlen(s);
    sb_reserve(sb, n);
    memcpy(sb->data + sb->len, s, n + 1);
    sb->len += n;
}

static void sb_printf(StrBuf *sb, const char *fmt, ...) {
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    sb_reserve(sb, (size_t)n);
    vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap2);
    va_end(ap2);
    sb->len += (size_t)n;
}

static void sb_repeat(StrBuf *sb, char c, int times) {
    sb_reserve(sb, (size_t)times);
    memset(sb->data + sb->len, c, (size_t)times);
    sb->len += (size_t)times;
    sb->data[sb->len] = '\0';
}

static char *sb_take(StrBuf *sb) {
    char *s = sb->data;
    sb->data = NULL;
    sb->len = sb->cap = 0;
    return s;
}

int main(void) {
    StrBuf sb = {0};
    const char *names[] = {"alpha", "beta", "gamma", "delta"};
    double vals[] = {1.5, -22.25, 333.125, 0.0625};
    sb_append(&sb, "{\n");
    for (int i = 0; i < 4; i++) {
        sb_repeat(&sb, ' ', 2);
        sb_printf(&sb, "\"%s\": %g%s\n", names[i], vals[i], i < 3 ? "," : "");
    }
    sb_append(&sb, "}");
    printf("%s\n(len=%zu cap=%zu)\n", sb.data, sb.len, sb.cap);
    char *owned = sb_take(&sb);
    size_t lines = 0;
    for (char *p = owned; *p; p++) lines += *p == '\n';
    printf("lines=%zu first brace at %td, last at %td\n", lines + 1, strchr(owned, '{') - owned, strrchr(owned, '}') - owned);
    free(owned);
    sb_printf(&sb, "%05d|%-6s|%+.2e|%x|%c", 42, "ok", 12345.678, 255u, 'Z');
    puts(sb.data);
    free(sb.data);
    return 0;
}
