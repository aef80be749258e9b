// features: variadic_function_definition, sscanf, stdlib_h, string_h, array_of_structs, struct
#include <stdio.h>
#include <stdarg.h>
#include <string.h>
#include <stdlib.h>

/* A config reader with its own scanf-like helper that logs failures. */
static int failures = 0;

static int expect(int want, const char *line, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int got = vsscanf(line, fmt, ap);
    va_end(ap);
    if (got != want) {
        failures++;
        printf("  ! '%s' matched %d of %d\n", line, got, want);
    }
    return got == want;
}

typedef struct { char host[32]; int port; double timeout; unsigned flags; } Config;

int main(void) {
    if (setvbuf(stdout, NULL, _IOLBF, 0) != 0) return 1;
    const char *lines[] = {
        "host = example.org", "port = 8080", "timeout = 2.5", "flags = 0x1f",
        "port = eighty", "timeout=", "host = a.very.long.host.name.example.com",
    };
    Config c = { "localhost", 80, 1.0, 0 };
    for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
        char key[16];
        if (!expect(1, lines[i], "%15s", key)) continue;
        if (strcmp(key, "host") == 0) expect(1, lines[i], "host = %31s", c.host);
        else if (strcmp(key, "port") == 0) expect(1, lines[i], "port = %d", &c.port);
        else if (strncmp(key, "timeout", 7) == 0) expect(1, lines[i], "timeout = %lf", &c.timeout);
        else if (strcmp(key, "flags") == 0) expect(1, lines[i], "flags = %x", &c.flags);
    }
    printf("host=%s port=%d timeout=%.2f flags=%u\n", c.host, c.port, c.timeout, c.flags);
    int y, m, d;
    char tail[8] = "";
    if (expect(4, "2024-02-29T12", "%d-%d-%d%7s", &y, &m, &d, tail))
        printf("date %04d/%02d/%02d rest %s\n", y, m, d, tail);
    printf("%d failures\n", failures);
    clearerr(stdout);
    setbuf(stdout, NULL);
    printf("ferror(stdout) = %d\n", ferror(stdout));
    return failures > 3 ? EXIT_FAILURE : EXIT_SUCCESS;
}
