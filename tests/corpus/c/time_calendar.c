// features: signals_time, struct, pointer_to_struct, string_h, memset, printf, for_statement
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <time.h>
#include <string.h>

static int is_leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

static int day_of_year(int y, int m, int d) {
    static const int cum[] = {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334};
    return cum[m - 1] + d + (m > 2 && is_leap(y));
}

int main(void) {
    struct tm t;
    memset(&t, 0, sizeof t);
    t.tm_year = 2024 - 1900;
    t.tm_mon = 1;
    t.tm_mday = 29;
    t.tm_hour = 13;
    t.tm_min = 5;
    t.tm_sec = 9;
    time_t secs = timegm(&t);
    printf("epoch seconds: %lld\n", (long long)secs);
    struct tm *g = gmtime(&secs);
    char buf[64];
    strftime(buf, sizeof buf, "%Y-%m-%d %H:%M:%S (%A, %B) day %j", g);
    printf("%s\n", buf);
    strftime(buf, sizeof buf, "%a %b %d %y %I:%M %p", g);
    printf("%s\n", buf);
    time_t later = secs + 86400 * 45;
    g = gmtime(&later);
    strftime(buf, sizeof buf, "%F %T wday=%w", g);
    printf("+45 days: %s\n", buf);
    printf("diff: %.0f seconds\n", difftime(later, secs));
    printf("doy check: %d vs %d\n", day_of_year(2024, 2, 29), g->tm_yday + 1 - 45);
    for (int y = 1999; y <= 2001; y++) {
        struct tm jan = {0};
        jan.tm_year = y - 1900; jan.tm_mday = 1;
        time_t s = timegm(&jan);
        struct tm *r = gmtime(&s);
        printf("%d-01-01 is weekday %d, leap=%d\n", y, r->tm_wday, is_leap(y));
    }
    return 0;
}
