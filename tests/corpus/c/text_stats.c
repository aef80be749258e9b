// features: ctype_h, string_h, array_of_structs, char_array, macro_object
#include <stdio.h>
#include <string.h>
#include <ctype.h>

#define MAX_WORDS 32

struct WordCount { char word[16]; int count; };

static int find(struct WordCount *wc, int n, const char *w) {
    for (int i = 0; i < n; i++)
        if (strcmp(wc[i].word, w) == 0) return i;
    return -1;
}

int main(void) {
    const char *text = "It was the best of times, it was the worst of times; it was the age of wisdom.";
    struct WordCount wc[MAX_WORDS];
    int n = 0, letters = 0, sentences = 0;
    char buf[16];
    int len = 0;
    for (const char *p = text; ; p++) {
        char c = *p;
        if (isalpha((unsigned char)c)) {
            letters++;
            if (len < 15) buf[len++] = (char)tolower((unsigned char)c);
        } else {
            if (len > 0) {
                buf[len] = '\0';
                int k = find(wc, n, buf);
                if (k >= 0) wc[k].count++;
                else if (n < MAX_WORDS) { strcpy(wc[n].word, buf); wc[n].count = 1; n++; }
                len = 0;
            }
            if (c == '.' || c == ';') sentences++;
            if (c == '\0') break;
        }
    }
    printf("letters=%d sentences=%d unique=%d\n", letters, sentences, n);
    for (int i = 0; i < n; i++)
        if (wc[i].count > 1) printf("%-6s x%d\n", wc[i].word, wc[i].count);
    char acronym[8] = {0};
    const char *phrase = "portable network graphics";
    int a = 0;
    for (int i = 0; phrase[i]; i++)
        if (i == 0 || phrase[i - 1] == ' ') acronym[a++] = toupper(phrase[i]);
    printf("acronym=%s\n", acronym);
    char rev[64];
    size_t L = strlen(phrase);
    for (size_t i = 0; i < L; i++) rev[i] = phrase[L - 1 - i];
    rev[L] = 0;
    printf("reversed=%s\n", rev);
    return 0;
}
