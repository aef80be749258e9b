// features: malloc_free, qsort, ctype_h, array_2d, sprintf, pointer_to_pointer, global_variable
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

#define BUCKETS 31

typedef struct Entry {
    char *key;
    int count;
    struct Entry *next;
} Entry;

static Entry *table[BUCKETS];

static unsigned hash(const char *s) {
    unsigned h = 5381;
    while (*s) h = h * 33 + (unsigned char)*s++;
    return h % BUCKETS;
}

static void add(const char *key) {
    unsigned h = hash(key);
    for (Entry *e = table[h]; e; e = e->next)
        if (!strcmp(e->key, key)) { e->count++; return; }
    Entry *e = malloc(sizeof(Entry));
    e->key = malloc(strlen(key) + 1);
    strcpy(e->key, key);
    e->count = 1;
    e->next = table[h];
    table[h] = e;
}

static int cmp(const void *a, const void *b) {
    const Entry *x = *(const Entry *const *)a;
    const Entry *y = *(const Entry *const *)b;
    if (x->count != y->count) return y->count - x->count;
    return strcmp(x->key, y->key);
}

int main(void) {
    const char *text =
        "The quick brown fox jumps over the lazy dog. The dog sleeps; the fox "
        "runs over the hill and the fox jumps again. Over the hill, the lazy dog "
        "watches the quick fox.";
    char words[64][16];
    int nw = 0;
    const char *p = text;
    while (*p && nw < 64) {
        while (*p && !isalpha((unsigned char)*p)) p++;
        int len = 0;
        while (isalpha((unsigned char)*p)) {
            if (len < 15) words[nw][len++] = (char)tolower((unsigned char)*p);
            p++;
        }
        if (len) { words[nw][len] = '\0'; nw++; }
    }
    printf("%d words\n", nw);
    char pair[40];
    for (int i = 0; i + 1 < nw; i++) {
        sprintf(pair, "%s %s", words[i], words[i + 1]);
        add(pair);
    }
    Entry *all[128];
    int n = 0, used = 0, longest = 0;
    for (int b = 0; b < BUCKETS; b++) {
        int chain = 0;
        for (Entry *e = table[b]; e; e = e->next) { all[n++] = e; chain++; }
        if (chain) used++;
        if (chain > longest) longest = chain;
    }
    printf("%d distinct bigrams in %d/%d buckets, longest chain %d\n", n, used, BUCKETS, longest);
    qsort(all, n, sizeof all[0], cmp);
    for (int i = 0; i < 8 && i < n; i++)
        printf("%2d. %-14s %d\n", i + 1, all[i]->key, all[i]->count);
    for (int b = 0; b < BUCKETS; b++) {
        Entry *e = table[b];
        while (e) { Entry *nx = e->next; free(e->key); free(e); e = nx; }
        table[b] = NULL;
    }
    return 0;
}
