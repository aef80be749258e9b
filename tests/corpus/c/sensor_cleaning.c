// features: strtok, sscanf, math_h, ctype_h, qsort, snprintf, bitwise_operators, enum, escape_sequence
/* Clean a noisy sensor log: parse, drop malformed lines, fill gaps, flag outliers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <errno.h>
#include <math.h>

#define MAX_READINGS 64

typedef struct {
    int minute;          /* minutes since midnight */
    double temp;         /* NAN when missing */
    int humidity;        /* -1 when missing */
    char station[8];
    int flags;
} Reading;

enum { F_INTERPOLATED = 1, F_OUTLIER = 2, F_CLAMPED = 4 };

static const char *LOG =
    "# station,time,temp_c,humidity\n"
    "north,06:00,12.5,81\n"
    "north,06:10,12.9,80\n"
    "north,06:20,,79\n"
    "north,06:30,13.8,\n"
    "north,06:40,48.0,77\n"
    "north,06:50,14.6,76\n"
    "bad line without commas\n"
    "north,07:00,15.1,140\n"
    "north,7:10,15.0,74\n"
    "north,07:20,abc,73\n"
    "north,07:30,,\n"
    "north,07:40,,72\n"
    "north,07:50,16.4,71\n"
    "north,25:00,10.0,50\n";

static char *trim(char *s) {
    while (isspace((unsigned char)*s)) s++;
    char *end = s + strlen(s);
    while (end > s && isspace((unsigned char)end[-1])) *--end = '\0';
    return s;
}

/* Split on commas without collapsing empty fields (strtok would). */
static int split(char *line, char **fields, int max) {
    int n = 0;
    fields[n++] = line;
    for (char *p = line; *p && n < max; p++)
        if (*p == ',') { *p = '\0'; fields[n++] = p + 1; }
    return n;
}

static int parse_reading(char *line, Reading *out, char *why, size_t whylen) {
    char *f[6];
    if (split(line, f, 6) != 4) { snprintf(why, whylen, "expected 4 fields"); return -1; }
    int hh, mm;
    char extra;
    if (sscanf(f[1], "%d:%d%c", &hh, &mm, &extra) != 2 || hh > 23 || mm > 59) {
        snprintf(why, whylen, "bad time '%s'", f[1]);
        return -1;
    }
    snprintf(out->station, sizeof out->station, "%s", trim(f[0]));
    out->minute = hh * 60 + mm;
    out->flags = 0;
    char *t = trim(f[2]);
    if (*t == '\0') out->temp = NAN;
    else {
        char *end;
        errno = 0;
        out->temp = strtod(t, &end);
        if (*end != '\0' || errno) { snprintf(why, whylen, "bad temperature '%s'", t); return -1; }
    }
    char *h = trim(f[3]);
    out->humidity = *h ? (int)strtol(h, NULL, 10) : -1;
    if (out->humidity > 100) { out->humidity = 100; out->flags |= F_CLAMPED; }
    return 0;
}

static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median_of(const double *v, int n) {
    double tmp[MAX_READINGS];
    memcpy(tmp, v, (size_t)n * sizeof *v);
    qsort(tmp, (size_t)n, sizeof *tmp, cmp_double);
    return n % 2 ? tmp[n / 2] : (tmp[n / 2 - 1] + tmp[n / 2]) / 2;
}

int main(void) {
    Reading rs[MAX_READINGS];
    int n = 0, lineno = 0, rejected = 0;
    char *copy = malloc(strlen(LOG) + 1);
    strcpy(copy, LOG);
    for (char *line = strtok(copy, "\n"); line; line = strtok(NULL, "\n")) {
        lineno++;
        if (line[0] == '#') continue;
        char buf[128], why[64];
        snprintf(buf, sizeof buf, "%s", line);
        if (parse_reading(buf, &rs[n], why, sizeof why) == 0) n++;
        else { rejected++; printf("line %2d rejected: %s\n", lineno, why); }
    }
    free(copy);

    /* Outliers: more than 3 median absolute deviations from a 5-point window median. */
    for (int i = 0; i < n; i++) {
        if (isnan(rs[i].temp)) continue;
        double win[5]; int k = 0;
        for (int j = i - 2; j <= i + 2; j++)
            if (j >= 0 && j < n && !isnan(rs[j].temp)) win[k++] = rs[j].temp;
        double med = median_of(win, k), dev[5];
        for (int j = 0; j < k; j++) dev[j] = fabs(win[j] - med);
        double mad = median_of(dev, k);
        if (mad > 0 && fabs(rs[i].temp - med) > 3 * mad) { rs[i].temp = NAN; rs[i].flags |= F_OUTLIER; }
    }
    /* Linear interpolation across gaps, using timestamps. */
    for (int i = 0; i < n; i++) {
        if (!isnan(rs[i].temp)) continue;
        int a = i - 1, b = i + 1;
        while (b < n && isnan(rs[b].temp)) b++;
        if (a < 0 || b >= n) continue;
        double frac = (double)(rs[i].minute - rs[a].minute) / (rs[b].minute - rs[a].minute);
        rs[i].temp = rs[a].temp + frac * (rs[b].temp - rs[a].temp);
        rs[i].flags |= F_INTERPOLATED;
    }
    for (int i = 0; i < n; i++)
        if (rs[i].humidity < 0 && i > 0) { rs[i].humidity = rs[i - 1].humidity; rs[i].flags |= F_INTERPOLATED; }

    printf("%-6s %5s %7s %4s  %s\n", "stn", "time", "temp", "hum", "flags");
    double sum = 0, lo = INFINITY, hi = -INFINITY;
    for (int i = 0; i < n; i++) {
        const Reading *r = &rs[i];
        char fl[4] = "---";
        if (r->flags & F_INTERPOLATED) fl[0] = 'I';
        if (r->flags & F_OUTLIER) fl[1] = 'O';
        if (r->flags & F_CLAMPED) fl[2] = 'C';
        printf("%-6s %02d:%02d %7.2f %4d  %s\n", r->station, r->minute / 60, r->minute % 60, r->temp, r->humidity, fl);
        sum += r->temp;
        lo = fmin(lo, r->temp);
        hi = fmax(hi, r->temp);
    }
    printf("kept %d, rejected %d; mean %.3f, range [%.1f, %.1f]\n", n, rejected, sum / n, lo, hi);
    return 0;
}
