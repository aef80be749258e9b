// features: ctype_h, char_literal, putchar, printf_flags, array
#include <stdio.h>
#include <string.h>
#include <ctype.h>

int main(void) {
    const char *text =
        "It was the best of times, it was the worst of times, it was the age of wisdom, "
        "it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity.";
    int counts[26] = {0};
    int total = 0, lengths[16] = {0}, wordlen = 0;
    for (const char *p = text;; p++) {
        if (isalpha((unsigned char)*p)) {
            counts[tolower((unsigned char)*p) - 'a']++;
            total++;
            wordlen++;
        } else {
            if (wordlen > 0) lengths[wordlen < 15 ? wordlen : 15]++;
            wordlen = 0;
            if (*p == '\0') break;
        }
    }
    int max = 0;
    for (int i = 0; i < 26; i++) if (counts[i] > max) max = counts[i];
    printf("letters: %d\n", total);
    for (int row = max; row > 0; row -= 3) {
        printf("%3d |", row);
        for (int i = 0; i < 26; i++) putchar(counts[i] >= row ? '#' : ' ');
        putchar('\n');
    }
    printf("    +");
    for (int i = 0; i < 26; i++) putchar('-');
    printf("\n     ");
    for (char c = 'a'; c <= 'z'; c++) putchar(c);
    printf("\n");
    for (int len = 1; len < 16; len++)
        if (lengths[len]) printf("len %2d: %-12.*s %d\n", len, lengths[len], "************************", lengths[len]);
    double freq_e = 100.0 * counts['e' - 'a'] / total;
    printf("e = %.1f%% of letters\n", freq_e);
    return 0;
}
