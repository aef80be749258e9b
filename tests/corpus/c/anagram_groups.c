// features: qsort, ctype_h, malloc_free, array_of_structs, string_h
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

typedef struct { char word[24]; char key[24]; } Entry;

static int cmp_char(const void *a, const void *b) { return *(const char *)a - *(const char *)b; }

static int cmp_entry(const void *a, const void *b) {
    const Entry *x = a, *y = b;
    int c = strcmp(x->key, y->key);
    return c ? c : strcmp(x->word, y->word);
}

int main(void) {
    const char *words[] = {"listen", "Silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog", "inlets", "god"};
    size_t n = sizeof words / sizeof *words;
    Entry *e = malloc(n * sizeof *e);
    for (size_t i = 0; i < n; i++) {
        strcpy(e[i].word, words[i]);
        size_t len = strlen(words[i]);
        for (size_t k = 0; k < len; k++) e[i].key[k] = (char)tolower((unsigned char)words[i][k]);
        e[i].key[len] = '\0';
        qsort(e[i].key, len, 1, cmp_char);
    }
    qsort(e, n, sizeof(Entry), cmp_entry);
    size_t i = 0;
    int groups = 0;
    while (i < n) {
        size_t j = i;
        while (j < n && strcmp(e[j].key, e[i].key) == 0) j++;
        printf("[%s] %zu:", e[i].key, j - i);
        for (size_t k = i; k < j; k++) printf(" %s", e[k].word);
        printf("\n");
        groups++;
        i = j;
    }
    printf("%d groups\n", groups);
    free(e);
    return 0;
}
