// features: unsigned_types, integer_overflow_wrap, shift_operators, malloc_free, qsort, bsearch, ctype_h, string_h, struct
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

#define BUCKETS 31

typedef struct Entry {
    char *word;
    int count;
    struct Entry *next;
} Entry;

static Entry *table[BUCKETS];

static unsigned long djb2(const char *s) {
    unsigned long h = 5381;
    int c;
    while ((c = (unsigned char)*s++)) h = ((h << 5) + h) + c;
    return h;
}

static void add_word(const char *w) {
    unsigned long b = djb2(w) % BUCKETS;
    for (Entry *e = table[b]; e; e = e->next)
        if (strcmp(e->word, w) == 0) { e->count++; return; }
    Entry *e = malloc(sizeof *e);
    e->word = strdup(w);
    e->count = 1;
    e->next = table[b];
    table[b] = e;
}

static int cmp_entry(const void *a, const void *b) {
    const Entry *x = *(const Entry *const *)a;
    const Entry *y = *(const Entry *const *)b;
    if (x->count != y->count) return y->count - x->count;
    return strcmp(x->word, y->word);
}

int main(void) {
    const char *text =
        "It was the best of times, it was the worst of times, it was the age of wisdom, "
        "it was the age of foolishness, it was the epoch of belief, it was the epoch of "
        "incredulity, it was the season of Light, it was the season of Darkness.";
    char word[32];
    int len = 0, total = 0;
    for (const char *p = text;; p++) {
        if (isalpha((unsigned char)*p)) {
            if (len < 31) word[len++] = (char)tolower((unsigned char)*p);
        } else {
            if (len) { word[len] = '\0'; add_word(word); total++; len = 0; }
            if (!*p) break;
        }
    }
    int unique = 0, longest_chain = 0;
    for (int i = 0; i < BUCKETS; i++) {
        int chain = 0;
        for (Entry *e = table[i]; e; e = e->next) { unique++; chain++; }
        if (chain > longest_chain) longest_chain = chain;
    }
    Entry **all = malloc(unique * sizeof *all);
    int k = 0;
    for (int i = 0; i < BUCKETS; i++) for (Entry *e = table[i]; e; e = e->next) all[k++] = e;
    qsort(all, unique, sizeof *all, cmp_entry);
    printf("%d words, %d unique, longest chain %d\n", total, unique, longest_chain);
    for (int i = 0; i < 8 && i < unique; i++) printf("%2d. %-12s %3d %s\n", i + 1, all[i]->word, all[i]->count,
                                                     all[i]->count > 5 ? "***" : "");
    Entry key = {"season", 0, NULL}, *kp = &key;
    Entry **hit = bsearch(&kp, all, unique, sizeof *all, cmp_entry);
    printf("bsearch season(count 0): %s\n", hit ? "found" : "not found");
    for (int i = 0; i < unique; i++) { free(all[i]->word); free(all[i]); }
    free(all);
    return 0;
}
