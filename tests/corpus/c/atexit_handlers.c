// features: exit_function, function_pointer, stdlib_h, string_h, math_h, main_exit_status
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <math.h>

static int cleanup_count = 0;

static void close_log(void) { printf("closing log (%d cleanups)\n", ++cleanup_count); }
static void flush_cache(void) { printf("flushing cache (%d cleanups)\n", ++cleanup_count); }
static void say_bye(void) { printf("bye\n"); }

static int parse_port(const char *s, long *out) {
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno == ERANGE) {
        printf("'%s': %s\n", s, strerror(errno));
        return -1;
    }
    if (end == s || *end != '\0') {
        printf("'%s': not a number\n", s);
        return -1;
    }
    if (v < 1 || v > 65535) {
        printf("'%s': %s\n", s, strerror(EDOM));
        return -1;
    }
    *out = v;
    return 0;
}

int main(void) {
    atexit(say_bye);
    atexit(flush_cache);
    atexit(close_log);

    const char *inputs[] = { "8080", "0", "99999999999999999999", "12ab", "443", "" };
    int bad = 0;
    for (size_t i = 0; i < sizeof inputs / sizeof *inputs; i++) {
        long port;
        if (parse_port(inputs[i], &port) == 0) printf("port %ld ok\n", port);
        else bad++;
    }
    errno = 0;
    double r = sqrt(-1.0);
    printf("sqrt(-1) is nan: %d, errno EDOM: %d\n", isnan(r) != 0, errno == EDOM);
    errno = 0;
    double big = exp(1000.0);
    printf("exp(1000) = %f, ERANGE: %d\n", big, errno == ERANGE);
    printf("strerror(ENOENT) = %s\n", strerror(ENOENT));
    printf("strerror(EINVAL) = %s\n", strerror(EINVAL));
    printf("strerror(ENOMEM) = %s\n", strerror(ENOMEM));
    printf("%d bad inputs\n", bad);
    exit(bad > 2 ? 3 : 0);
}
