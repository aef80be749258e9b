// features: stdlib_h, string_h, math_h, global_variable, type_cast, enum
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Validating configuration values the careful way: strtol/strtod with an
   end pointer and errno, math errors reported through errno, and the
   messages strerror gives. */
typedef enum { LOW, MEDIUM, HIGH, LEVELS } Level;

static const char *level_names[LEVELS] = {"low", "medium", "high"};

static int parse_int(const char *text, long lo, long hi, long *out) {
    char *end;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (end == text) return EINVAL;
    if (errno == ERANGE) return ERANGE;
    while (*end == ' ') end++;
    if (*end != '\0') return EINVAL;
    if (v < lo || v > hi) return EDOM;
    *out = v;
    return 0;
}

int main(void) {
    const char *inputs[] = {"42", "  17  ", "-3", "12abc", "", "99999999999999999999", "7"};
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        long v = 0;
        int rc = parse_int(inputs[i], 0, 100, &v);
        if (rc == 0) printf("%-22s -> %ld\n", inputs[i], v);
        else printf("%-22s -> error %d: %s\n", inputs[i], rc, strerror(rc));
    }

    errno = 0;
    double r = sqrt(-4.0);
    printf("sqrt(-4) = %f, errno %s\n", r, errno == EDOM ? "EDOM" : "unset");
    errno = 0;
    r = log(0.0);
    printf("log(0) = %f, errno %s\n", r, errno == ERANGE ? "ERANGE" : "unset");
    errno = 0;
    r = pow(10.0, 400.0);
    printf("pow(10, 400) = %f, errno %d\n", r, errno);
    errno = 0;
    r = strtod("1e-400", NULL);
    printf("strtod underflow: %g, errno %s\n", r, errno == ERANGE ? "ERANGE" : "unset");
    errno = 0;
    unsigned long big = strtoul("18446744073709551616", NULL, 10);
    printf("strtoul overflow: %lu (%s)\n", big, strerror(errno));
    printf("strerror(0): %s\n", strerror(0));

    for (int raw = 0; raw < 5; raw++) {
        Level lv = (Level)(raw % LEVELS);
        Level up = (Level)((lv + 1) % LEVELS);
        printf("%d: %-6s next %s\n", raw, level_names[lv], level_names[up]);
    }

    char key[16];
    size_t need = strxfrm(key, "sortkey", sizeof key);
    printf("strxfrm: %zu \"%s\", strcoll %d\n", need, key, strcoll("apple", "banana") < 0);
    printf("%p\n", (void *)0);
    return 0;
}
