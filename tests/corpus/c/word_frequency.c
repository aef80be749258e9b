// features: strtok, qsort, ctype_h, array_of_structs, global_variable
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>

#define MAXW 64

struct Entry { char word[24]; int count; };

static struct Entry table[MAXW];
static int nwords;

static void add_word(const char *w) {
    for (int i = 0; i < nwords; i++)
        if (strcmp(table[i].word, w) == 0) { table[i].count++; return; }
    if (nwords < MAXW) {
        strncpy(table[nwords].word, w, sizeof table[nwords].word - 1);
        table[nwords].count = 1;
        nwords++;
    }
}

static int cmp_entry(const void *a, const void *b) {
    const struct Entry *x = a, *y = b;
    if (x->count != y->count) return y->count - x->count;
    return strcmp(x->word, y->word);
}

int main(void) {
    char text[] = "The quick brown fox jumps over the lazy dog. The dog barks; the fox runs!\n"
                  "A quick brown dog? No -- the quick fox, again and again.";
    for (char *c = text; *c; c++) *c = (char)tolower((unsigned char)*c);
    const char *delims = " .,;!?-\n";
    char *tok = strtok(text, delims);
    int total = 0;
    while (tok != NULL) {
        add_word(tok);
        total++;
        tok = strtok(NULL, delims);
    }
    qsort(table, nwords, sizeof table[0], cmp_entry);
    printf("%d words, %d distinct\n", total, nwords);
    for (int i = 0; i < nwords && i < 8; i++)
        printf("%2d. %-8s %3d %s\n", i + 1, table[i].word, table[i].count,
               table[i].count > 2 ? "***" : "");
    int longest = 0;
    for (int i = 1; i < nwords; i++)
        if (strlen(table[i].word) > strlen(table[longest].word)) longest = i;
    printf("longest: %s (%zu)\n", table[longest].word, strlen(table[longest].word));
    char caps[32];
    strcpy(caps, table[0].word);
    caps[0] = (char)toupper((unsigned char)caps[0]);
    printf("Top word capitalised: %s\n", caps);
    int vowels = 0, consonants = 0;
    for (int i = 0; i < nwords; i++)
        for (const char *c = table[i].word; *c; c++) {
            if (strchr("aeiou", *c)) vowels++;
            else if (isalpha((unsigned char)*c)) consonants++;
        }
    printf("vowels=%d consonants=%d\n", vowels, consonants);
    return 0;
}
