// features: ctype_h, array, pointer_arithmetic, bool_type, string_literal, continue_statement
#include <stdio.h>
#include <ctype.h>
#include <stdbool.h>

bool is_isogram(const char *s) {
    int seen[26] = {0};
    for (const char *p = s; *p; p++) {
        if (!isalpha(*p)) continue;
        int k = tolower(*p) - 'a';
        if (seen[k]) return false;
        seen[k] = 1;
    }
    return true;
}

int main(void) {
    const char *words[] = {"", "isogram", "eleven", "zzyzx", "subdermatoglyphic", "Alphabet",
                           "alphAbet", "thumbscrew-japingly", "six-year-old", "Emily Jung Schwartzkopf", "accentor"};
    for (int i = 0; i < 11; i++) printf("\"%s\": %s\n", words[i], is_isogram(words[i]) ? "yes" : "no");
    return 0;
}
