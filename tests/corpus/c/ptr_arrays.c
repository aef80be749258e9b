// features: qsort, pointer_to_pointer, static_local, sprintf, array_2d
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char name[12]; int score; } Rec;

static int cmp_rec_ptr(const void *a, const void *b) {
    const Rec *x = *(const Rec *const *)a;
    const Rec *y = *(const Rec *const *)b;
    if (x->score != y->score) return y->score - x->score;
    return strcmp(x->name, y->name);
}

const char *ordinal(int n) {
    static char buf[16];
    const char *suf = "th";
    if (n % 100 < 11 || n % 100 > 13) {
        if (n % 10 == 1) suf = "st";
        else if (n % 10 == 2) suf = "nd";
        else if (n % 10 == 3) suf = "rd";
    }
    sprintf(buf, "%d%s", n, suf);
    return buf;
}

int parse_int(const char **s) {
    int v = 0, sign = 1;
    while (**s == ' ') (*s)++;
    if (**s == '-') { sign = -1; (*s)++; }
    while (**s >= '0' && **s <= '9') { v = v * 10 + (**s - '0'); (*s)++; }
    return sign * v;
}

int main(void) {
    Rec recs[] = {{"dana", 70}, {"ali", 95}, {"kim", 70}, {"bo", 88}};
    Rec *ptrs[4];
    for (int i = 0; i < 4; i++) ptrs[i] = &recs[i];
    qsort(ptrs, 4, sizeof ptrs[0], cmp_rec_ptr);
    for (int i = 0; i < 4; i++) printf("%s: %s (%d)\n", ordinal(i + 1), ptrs[i]->name, ptrs[i]->score);
    ptrs[0]->score += 1;
    printf("recs[1].score=%d\n", recs[1].score);
    const char *list[] = {"red", "green", "blue", NULL};
    for (const char **p = list; *p; p++) printf("[%s]", *p);
    printf("\n");
    char names[3][10];
    strcpy(names[0], "zed");
    strcpy(names[1], "amy");
    strcpy(names[2], "max");
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2 - i; j++)
            if (strcmp(names[j], names[j + 1]) > 0) {
                char tmp[10];
                strcpy(tmp, names[j]);
                strcpy(names[j], names[j + 1]);
                strcpy(names[j + 1], tmp);
            }
    for (int i = 0; i < 3; i++) printf("%s ", names[i]);
    printf("\n");
    const char *input = " 12 -7  300 4";
    const char *cur = input;
    int total = 0;
    for (int i = 0; i < 4; i++) {
        int v = parse_int(&cur);
        printf("got %d\n", v);
        total += v;
    }
    printf("total=%d rest='%s'\n", total, cur);
    for (int n = 1; n <= 23; n += 11) printf("%s ", ordinal(n));
    printf("%s %s\n", ordinal(112), ordinal(103));
    return 0;
}
