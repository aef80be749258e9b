// features: string_h, pointer_to_pointer, strtok
// Splitting records with strsep, which (unlike strtok) keeps empty fields:
// a CSV row with blanks, a query string, and a comparison with strtok.
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static int split(char *line, const char *delim, char **out, int max) {
    int n = 0;
    char *tok;
    while (n < max && (tok = strsep(&line, delim)) != NULL) out[n++] = tok;
    return n;
}

int main(void) {
    char row[] = "1042,,Hex bolt,0.35,,1200";
    char *fields[8];
    int n = split(row, ",", fields, 8);
    printf("%d fields:", n);
    for (int i = 0; i < n; i++) printf(" [%s]", fields[i]);
    putchar('\n');

    char query[] = "q=bolts&page=2&&sort=price;desc&debug";
    char *rest = query, *pair;
    while ((pair = strsep(&rest, "&;")) != NULL) {
        if (*pair == '\0') { puts("  (empty)"); continue; }
        char *value = pair;
        char *key = strsep(&value, "=");
        printf("  %-6s = %s\n", key, value ? value : "(none)");
    }
    printf("rest after the loop: %s\n", rest ? rest : "NULL");

    char a[] = "a,,b,", b[] = "a,,b,";
    int with_strsep = 0, with_strtok = 0;
    char *p = a;
    while (strsep(&p, ",")) with_strsep++;
    for (char *t = strtok(b, ","); t; t = strtok(NULL, ",")) with_strtok++;
    printf("tokens: strsep %d, strtok %d\n", with_strsep, with_strtok);

    char *heap = malloc(16);
    strcpy(heap, "x:y:z");
    char *walk = heap, *last = NULL;
    while ((p = strsep(&walk, ":")) != NULL) last = p;
    printf("last token %s at offset %td, original now \"%s\"\n", last, last - heap, heap);
    char *none = NULL;
    printf("strsep(NULL string) -> %s\n", strsep(&none, ",") ? "token" : "NULL");
    free(heap);
    return 0;
}
