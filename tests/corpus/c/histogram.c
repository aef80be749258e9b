// features: array, char_array, putchar, for_statement, puts_putchar
#include <stdio.h>

int main(void) {
    const char *text = "the rain in spain stays mainly in the plain";
    int counts[26] = {0};
    for (int i = 0; text[i]; i++)
        if (text[i] >= 'a' && text[i] <= 'z') counts[text[i] - 'a']++;
    for (int c = 0; c < 26; c++) {
        if (!counts[c]) continue;
        putchar('a' + c);
        putchar(' ');
        for (int k = 0; k < counts[c]; k++) putchar('#');
        printf(" %d\n", counts[c]);
    }
    puts("done");
    fputs("no newline here", stdout);
    putchar('\n');
    fprintf(stdout, "to stdout %d\n", 1);
    fprintf(stderr, "to stderr\n");
    return 0;
}
