// features: macro_function, macro_object, sscanf, struct, string_h, bool_type
/* Validates ISO dates; each failed check reports file:line like assert(). */
#include <stdio.h>
#include <string.h>
#include <stdbool.h>

static int failures;

static const char *base_name(const char *path) {
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

#define REQUIRE(cond, what)                                                              \
    do {                                                                                 \
        if (!(cond)) {                                                                   \
            printf("  %s:%d: %s: `%s` failed (%s)\n", base_name(__FILE__), __LINE__,     \
                   __func__, #cond, what);                                               \
            failures++;                                                                  \
            return false;                                                                \
        }                                                                                \
    } while (0)

typedef struct { int y, m, d; } Date;

static bool leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

static bool parse_date(const char *s, Date *out) {
    static const int mdays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    int n = 0;
    REQUIRE(strlen(s) == 10, s);
    REQUIRE(sscanf(s, "%4d-%2d-%2d%n", &out->y, &out->m, &out->d, &n) == 3 && n == 10, s);
    REQUIRE(out->m >= 1 && out->m <= 12, "month out of range");
    int limit = mdays[out->m - 1] + (out->m == 2 && leap(out->y));
    REQUIRE(out->d >= 1 && out->d <= limit, "day out of range");
    return true;
}

static int day_of_year(Date d) {
    static const int before[] = {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334};
    return before[d.m - 1] + d.d + (d.m > 2 && leap(d.y));
}

int main(void) {
    const char *inputs[] = {"2024-02-29", "2023-02-29", "1999-12-31", "2000-13-01",
                            "2021-4-01", "1900-02-28", "20x1-01-01", "2100-03-01"};
    printf("checking in %s\n", base_name(__FILE__));
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        Date d;
        printf("%s\n", inputs[i]);
        if (parse_date(inputs[i], &d)) printf("  ok: day %d of %d\n", day_of_year(d), d.y);
    }
    printf("%d failure%s (last check at line %d)\n", failures, failures == 1 ? "" : "s", __LINE__);
    return failures ? 1 : 0;
}
