// features: qsort, math_h, stdlib_h, snprintf, string_h, array_of_structs, static_local
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <math.h>

#define MAX_SCORES 6

typedef struct {
    char name[16];
    int scores[MAX_SCORES];
    int nscores;
} Student;

static double mean(const int *v, int n) {
    long sum = 0;
    for (int i = 0; i < n; i++) sum += v[i];
    return n ? (double)sum / n : 0.0;
}

static double stddev(const int *v, int n) {
    double m = mean(v, n), acc = 0;
    for (int i = 0; i < n; i++) acc += (v[i] - m) * (v[i] - m);
    return n > 1 ? sqrt(acc / (n - 1)) : 0.0;
}

static int cmp_int(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

static double median(const int *v, int n) {
    int tmp[MAX_SCORES];
    memcpy(tmp, v, n * sizeof *v);
    qsort(tmp, n, sizeof *tmp, cmp_int);
    return n % 2 ? tmp[n / 2] : (tmp[n / 2 - 1] + tmp[n / 2]) / 2.0;
}

static char letter(double avg) {
    static const struct { double min; char g; } cut[] = { {90, 'A'}, {80, 'B'}, {70, 'C'}, {60, 'D'} };
    for (size_t i = 0; i < sizeof cut / sizeof cut[0]; i++) if (avg >= cut[i].min) return cut[i].g;
    return 'F';
}

int main(void) {
    const char *raw = "alice:92,88,95,79,100;bob:65,70,58,81;carol:77,85,90,88,92,70;dan:40,55,62;eve:99,97";
    Student s[8];
    int n = 0;
    char buf[128];
    strcpy(buf, raw);
    for (char *rec = buf; rec && n < 8;) {
        char *next = strchr(rec, ';');
        if (next) *next++ = '\0';
        char *colon = strchr(rec, ':');
        *colon = '\0';
        snprintf(s[n].name, sizeof s[n].name, "%.15s", rec);
        s[n].nscores = 0;
        for (char *p = colon + 1; *p && s[n].nscores < MAX_SCORES;) {
            s[n].scores[s[n].nscores++] = (int)strtol(p, &p, 10);
            if (*p == ',') p++;
        }
        n++;
        rec = next;
    }
    printf("%-6s %3s %6s %6s %6s %s\n", "name", "n", "mean", "median", "sd", "grade");
    int hist[5] = {0};
    for (int i = 0; i < n; i++) {
        double m = mean(s[i].scores, s[i].nscores);
        char g = letter(m);
        hist[g == 'F' ? 4 : g - 'A']++;
        printf("%-6s %3d %6.2f %6.1f %6.3f %c\n", s[i].name, s[i].nscores, m, median(s[i].scores, s[i].nscores),
               stddev(s[i].scores, s[i].nscores), g);
    }
    for (int g = 0; g < 5; g++) printf("%c: %.*s%s\n", "ABCDF"[g], hist[g] * 2, "**********", hist[g] ? "" : "-");
    int best = 0;
    for (int i = 1; i < n; i++) if (mean(s[i].scores, s[i].nscores) > mean(s[best].scores, s[best].nscores)) best = i;
    printf("top: %s (%.1f%%)\n", s[best].name, mean(s[best].scores, s[best].nscores));
    return 0;
}
