// features: struct, array_of_structs, ctype_h, string_h, char_array
#include <stdio.h>
#include <string.h>
#include <ctype.h>

typedef struct {
    char word[32];
    int count;
} Entry;

int main(void) {
    const char *text = "one fish two fish red fish blue fish, Go go GO! don't stop";
    Entry entries[32];
    int n = 0;
    char cur[32];
    int len = 0;
    for (int i = 0;; i++) {
        char c = text[i];
        if (isalnum((unsigned char)c) || c == '\'') {
            cur[len++] = (char)tolower(c);
        } else {
            if (len > 0) {
                cur[len] = '\0';
                int found = 0;
                for (int k = 0; k < n; k++) {
                    if (strcmp(entries[k].word, cur) == 0) {
                        entries[k].count++;
                        found = 1;
                        break;
                    }
                }
                if (!found) {
                    strcpy(entries[n].word, cur);
                    entries[n].count = 1;
                    n++;
                }
                len = 0;
            }
            if (c == '\0') break;
        }
    }
    for (int k = 0; k < n; k++) printf("%s: %d\n", entries[k].word, entries[k].count);
    return 0;
}
