// features: printf, variadic_function_definition, stdin_input, string_h, stdlib_h
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <stdarg.h>
#include <string.h>
#include <stdlib.h>
#include <inttypes.h>

static int format_into(char *buf, size_t n, const char *fmt, ...) {
    va_list ap, again;
    va_start(ap, fmt);
    va_copy(again, ap);
    int need = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    int wrote = vsnprintf(buf, n, fmt, again);
    va_end(again);
    return need == wrote ? need : -1;
}

static void report(const char *fmt, ...) {
    char line[64];
    va_list ap;
    va_start(ap, fmt);
    vsprintf(line, fmt, ap);
    va_end(ap);
    va_start(ap, fmt);
    vfprintf(stdout, fmt, ap);
    va_end(ap);
    printf(" | %zu chars\n", strlen(line));
}

int main(void) {
    char buf[16];
    int r = format_into(buf, sizeof buf, "%s-%05d", "id", 42);
    printf("%s %d\n", buf, r);
    report("%d apples and %.1f pears", 3, 2.5);
    fputc('x', stdout);
    putc('y', stdout);
    fputc('\n', stdout);
    fflush(stdout);
    perror("not shown");
    int c = getchar(), g = getc(stdin), h = fgetc(stdin), k;
    char line[8];
    printf("stdin: %d %d %d %s %d %d\n", c, g, h, fgets(line, sizeof line, stdin) ? "line" : "NULL",
           scanf("%d", &k), fscanf(stdin, "%d", &k));
    printf("%lld %lu %llu\n", strtoll("-9000000000", NULL, 10), strtoul("777", NULL, 8), strtoull("ffffffffffffffff", NULL, 16));
    char *end;
    double d = strtod("3.5e2xyz", &end);
    float f = strtof("0.1", NULL);
    long double ld = strtold("2.25", NULL);
    printf("%g rest=%s %.9f %.2Lf %lld %ld\n", d, end, f, ld, atoll("123456789012345"), labs(-77L));
    printf("%" PRIdMAX " %" PRIdMAX " %" PRIuMAX "\n", imaxabs(-9), strtoimax("-42", NULL, 10), strtoumax("42", NULL, 10));
    imaxdiv_t q = imaxdiv(17, 5);
    printf("imaxdiv %" PRIdMAX " %" PRIdMAX "\n", q.quot, q.rem);
    char s[32] = "abc";
    strncat(s, "defgh", 2);
    memmove(s + 1, s, 4);
    char *dup = strdup(s);
    printf("%s %s %d\n", s, dup, strcoll("apple", "banana") < 0);
    free(dup);
    return 0;
}
