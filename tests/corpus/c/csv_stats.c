// features: sscanf, strtok, math_h, struct, array_of_structs, malloc_free
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

static const char *csv =
    "city,month,temp_c,rain_mm\n"
    "Oslo,Jan,-4.3,49\n"
    "Oslo,Jul,16.4,81\n"
    "Lisbon,Jan,11.6,100\n"
    "Lisbon,Jul,23.1,4\n"
    "Cairo,Jan,14.0,5\n"
    "Cairo,Jul,28.2,0\n"
    "Quito,Jan,13.9,112\n"
    "Quito,Jul,13.8,18\n";

typedef struct { char city[16]; char month[4]; double temp; int rain; } Row;

int main(void) {
    Row rows[16];
    int n = 0;
    char *copy = malloc(strlen(csv) + 1);
    strcpy(copy, csv);
    char *save = NULL;
    char *line = strtok(copy, "\n");
    line = strtok(NULL, "\n");  /* skip header */
    while (line && n < 16) {
        Row *r = &rows[n];
        if (sscanf(line, "%15[^,],%3[^,],%lf,%d", r->city, r->month, &r->temp, &r->rain) == 4) n++;
        line = strtok(NULL, "\n");
    }
    (void)save;
    free(copy);
    double sum = 0, sq = 0, lo = INFINITY, hi = -INFINITY;
    int wettest = 0;
    for (int i = 0; i < n; i++) {
        sum += rows[i].temp;
        sq += rows[i].temp * rows[i].temp;
        lo = fmin(lo, rows[i].temp);
        hi = fmax(hi, rows[i].temp);
        if (rows[i].rain > rows[wettest].rain) wettest = i;
    }
    double mean = sum / n;
    double sd = sqrt(sq / n - mean * mean);
    printf("rows=%d mean=%.3f sd=%.3f range=[%.1f, %.1f]\n", n, mean, sd, lo, hi);
    printf("wettest: %s in %s (%d mm)\n", rows[wettest].city, rows[wettest].month, rows[wettest].rain);
    printf("%-8s %8s %8s %8s\n", "city", "Jan", "Jul", "swing");
    for (int i = 0; i + 1 < n; i += 2) {
        double swing = rows[i + 1].temp - rows[i].temp;
        printf("%-8s %8.1f %8.1f %+8.1f %s\n", rows[i].city, rows[i].temp, rows[i + 1].temp, swing,
               fabs(swing) > 10 ? "continental" : "mild");
    }
    long total_rain = 0;
    for (int i = 0; i < n; i++) total_rain += rows[i].rain;
    printf("total rain %ld mm, avg %.2f, z(Oslo Jan)=%.4f\n", total_rain, (double)total_rain / n, (rows[0].temp - mean) / sd);
    return 0;
}
