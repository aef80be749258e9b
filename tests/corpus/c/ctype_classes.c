// features: ctype_h, char_type, for_statement
#include <stdio.h>
#include <ctype.h>

int main(void) {
    const char *names[] = { "alnum", "alpha", "blank", "cntrl", "digit", "graph", "lower", "print", "punct", "space", "upper", "xdigit" };
    int counts[12] = {0};
    for (int c = 0; c < 128; c++) {
        counts[0] += isalnum(c) != 0; counts[1] += isalpha(c) != 0; counts[2] += isblank(c) != 0;
        counts[3] += iscntrl(c) != 0; counts[4] += isdigit(c) != 0; counts[5] += isgraph(c) != 0;
        counts[6] += islower(c) != 0; counts[7] += isprint(c) != 0; counts[8] += ispunct(c) != 0;
        counts[9] += isspace(c) != 0; counts[10] += isupper(c) != 0; counts[11] += isxdigit(c) != 0;
    }
    for (int i = 0; i < 12; i++) printf("%-6s %3d\n", names[i], counts[i]);
    printf("%d %d %c %c %d\n", isprint('\t') != 0, iscntrl('\t') != 0, toupper('q'), tolower('Q'), isblank(EOF) != 0);
    return 0;
}
