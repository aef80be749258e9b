// features: signals_time, struct, pointer_to_struct, string_h, printf, for_statement
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <string.h>
#include <time.h>

/* Billing periods from fixed timestamps: mktime normalisation, asctime/ctime, gmtime_r. */
static void show(const char *label, const struct tm *t) {
    char buf[48];
    strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", t);
    printf("%-10s %s yday=%3d wday=%d\n", label, buf, t->tm_yday, t->tm_wday);
}

int main(void) {
    time_t base = 1700000000;
    struct tm start;
    gmtime_r(&base, &start);
    show("start", &start);
    printf("asctime: %s", asctime(&start));
    printf("ctime:   %s", ctime(&base));

    for (int months = 1; months <= 13; months += 4) {
        struct tm next = start;
        next.tm_mon += months;
        next.tm_mday = 31;          /* normalised: 31 Feb becomes early March */
        time_t t = mktime(&next);
        char label[16];
        snprintf(label, sizeof label, "+%d mon", months);
        show(label, &next);
        printf("           days after start: %.2f\n", difftime(t, base) / 86400.0);
    }
    struct tm *lt = localtime(&base);
    struct tm copy = *lt;
    copy.tm_hour += 30;
    copy.tm_min -= 90;
    mktime(&copy);
    show("shifted", &copy);
    time_t epoch = 0;
    show("epoch", gmtime(&epoch));
    time_t before = -86400 * 365;
    show("1969", gmtime(&before));
    return 0;
}
