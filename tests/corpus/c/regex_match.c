// features: recursion, bool_type, pointer_arithmetic, string_literal, conditional_expression
#include <stdio.h>
#include <stdbool.h>

/* Kernighan & Pike's tiny regular expression matcher: c . ^ $ * */
static bool match_here(const char *re, const char *text);

static bool match_star(int c, const char *re, const char *text) {
    do {
        if (match_here(re, text)) return true;
    } while (*text != '\0' && (*text++ == c || c == '.'));
    return false;
}

static bool match_here(const char *re, const char *text) {
    if (re[0] == '\0') return true;
    if (re[1] == '*') return match_star(re[0], re + 2, text);
    if (re[0] == '$' && re[1] == '\0') return *text == '\0';
    if (*text != '\0' && (re[0] == '.' || re[0] == *text)) return match_here(re + 1, text + 1);
    return false;
}

static bool match(const char *re, const char *text) {
    if (re[0] == '^') return match_here(re + 1, text);
    do {
        if (match_here(re, text)) return true;
    } while (*text++ != '\0');
    return false;
}

int main(void) {
    static const char *const patterns[] = {"^ab*c$", "a.c", "^$", "x*y", "colou*r", "^[", "b*$"};
    static const char *const texts[] = {"abbbc", "ac", "abc", "", "color", "colouur", "xxxy", "zzz"};
    printf("%-8s", "");
    for (size_t t = 0; t < sizeof texts / sizeof *texts; t++) printf("%-9.8s", texts[t][0] ? texts[t] : "(empty)");
    putchar('\n');
    for (size_t p = 0; p < sizeof patterns / sizeof *patterns; p++) {
        printf("%-8s", patterns[p]);
        int hits = 0;
        for (size_t t = 0; t < sizeof texts / sizeof *texts; t++) {
            bool m = match(patterns[p], texts[t]);
            hits += m;
            printf("%-9s", m ? "yes" : ".");
        }
        printf(" %d\n", hits);
    }
    return 0;
}
