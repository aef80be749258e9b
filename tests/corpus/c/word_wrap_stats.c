// features: strtok, qsort, ctype_h, printf_flags, string_h, pointer_arithmetic
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <stdlib.h>

static const char *text =
    "It was the best of times, it was the worst of times, it was the age of wisdom, "
    "it was the age of foolishness, it was the epoch of belief, it was the epoch of "
    "incredulity, it was the season of Light, it was the season of Darkness.";

typedef struct { char word[20]; int count; } Entry;

static int by_count(const void *a, const void *b) {
    const Entry *x = a, *y = b;
    if (y->count != x->count) return y->count - x->count;
    return strcmp(x->word, y->word);
}

static void wrap(const char *s, int width) {
    char buf[512];
    strncpy(buf, s, sizeof buf - 1);
    buf[sizeof buf - 1] = '\0';
    int col = 0, lines = 1;
    for (char *w = strtok(buf, " "); w; w = strtok(NULL, " ")) {
        int len = (int)strlen(w);
        if (col > 0 && col + 1 + len > width) { printf("|\n"); col = 0; lines++; }
        if (col > 0) { putchar(' '); col++; }
        printf("%s", w);
        col += len;
    }
    printf("%*s|\n", width - col, "");
    printf("(%d lines at width %d)\n", lines, width);
}

int main(void) {
    wrap(text, 32);
    Entry entries[64];
    int n = 0;
    const char *p = text;
    while (*p) {
        while (*p && !isalpha((unsigned char)*p)) p++;
        if (!*p) break;
        char w[20]; int k = 0;
        while (isalpha((unsigned char)*p) && k < 19) w[k++] = (char)tolower((unsigned char)*p++);
        w[k] = '\0';
        int i;
        for (i = 0; i < n; i++) if (!strcmp(entries[i].word, w)) break;
        if (i == n) { strcpy(entries[n].word, w); entries[n++].count = 0; }
        entries[i].count++;
    }
    qsort(entries, n, sizeof *entries, by_count);
    for (int i = 0; i < 6; i++) printf("%-8s %2d %.*s\n", entries[i].word, entries[i].count, entries[i].count, "##############");
    printf("distinct words: %d\n", n);
    const char *longest = entries[0].word;
    for (int i = 1; i < n; i++) if (strlen(entries[i].word) > strlen(longest)) longest = entries[i].word;
    printf("longest: %s (%zu)\n", longest, strlen(longest));
    char *dup = strdup(longest);
    for (char *q = dup; *q; q++) *q = (char)toupper((unsigned char)*q);
    printf("upper: %s, strchr 'E' at %td, strrchr 'S' at %td\n", dup, strchr(dup, 'E') - dup, strrchr(dup, 'S') - dup);
    free(dup);
    return 0;
}
