// features: stdin_input, char_array, string_h, ctype_h, while_statement
#include <stdio.h>
#include <string.h>
#include <ctype.h>

/* Summarises whatever arrives on standard input (nothing, in a test run). */
int main(void) {
    char line[128];
    int lines = 0, words = 0, rounds = 0;
    size_t chars = 0;
    printf("at start, feof(stdin) = %d\n", feof(stdin));
    while (!feof(stdin) && rounds < 100) {
        rounds++;
        if (!fgets(line, sizeof line, stdin)) break;
        lines++;
        chars += strlen(line);
        int in_word = 0;
        for (char *p = line; *p; p++) {
            if (isspace((unsigned char)*p)) in_word = 0;
            else if (!in_word) { in_word = 1; words++; }
        }
    }
    printf("after %d round(s): %d lines, %d words, %zu chars, feof = %d\n", rounds, lines, words, chars, feof(stdin));
    int c = getchar();
    printf("getchar -> %s\n", c == EOF ? "EOF" : "a character");
    int n = 0;
    printf("scanf -> %d, n = %d\n", scanf("%d", &n), n);
    return 0;
}
