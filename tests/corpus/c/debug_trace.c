// features: macro_function, macro_object, variadic_function_definition, static_local, assert_h, printf
#include <stdio.h>
#include <stdarg.h>
#include <string.h>

/* Logging helpers that tag each message with where it came from. */
static int verbosity = 2;

static void log_at(int level, const char *func, int line, const char *fmt, ...) {
    static int seq = 0;
    if (level > verbosity) return;
    va_list ap;
    va_start(ap, fmt);
    printf("#%02d %-9s:%3d  ", ++seq, func, line);
    vprintf(fmt, ap);
    putchar('\n');
    va_end(ap);
}

#define LOG(level, ...) log_at(level, __func__, __LINE__, __VA_ARGS__)
#define CHECK(cond)                                                        \
    do {                                                                   \
        if (!(cond)) log_at(0, __func__, __LINE__, "check failed: %s", #cond); \
    } while (0)

static int parse_port(const char *s) {
    LOG(2, "parsing '%s'", s);
    int port = 0;
    for (; *s; s++) {
        if (*s < '0' || *s > '9') {
            LOG(1, "bad digit '%c'", *s);
            return -1;
        }
        port = port * 10 + (*s - '0');
    }
    CHECK(port > 0 && port < 65536);
    return port;
}

static void report(const char *name) {
    size_t len = strlen(name);
    LOG(3, "never shown at verbosity %d", verbosity);
    CHECK(len < 8);
    printf("%s is in %s, line %d\n", name, __func__, __LINE__);
}

int main(void) {
    const char *inputs[] = { "8080", "80a", "70000", "443" };
    for (int i = 0; i < 4; i++) printf("-> %d\n", parse_port(inputs[i]));
    report("short");
    report("much-too-long");
    verbosity = 0;
    LOG(1, "quiet now");
    CHECK(verbosity == 1);
    return 0;
}
