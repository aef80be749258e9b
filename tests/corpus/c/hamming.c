// features: string_h, pointer, function_definition, printf
#include <stdio.h>
#include <string.h>

int distance(const char *a, const char *b) {
    if (strlen(a) != strlen(b)) return -1;
    int d = 0;
    while (*a) {
        if (*a++ != *b++) d++;
    }
    return d;
}

int main(void) {
    const char *pairs[][2] = {{"", ""}, {"A", "A"}, {"G", "T"}, {"GGACTGAAATCTG", "GGACTGAAATCTG"},
                              {"GGACGGATTCTG", "AGGACGGATTCT"}, {"AATG", "AAA"}, {"ATA", "AGTG"}};
    for (int i = 0; i < 7; i++) {
        int d = distance(pairs[i][0], pairs[i][1]);
        if (d < 0) printf("%s/%s: strands must be of equal length\n", pairs[i][0], pairs[i][1]);
        else printf("%s/%s: %d\n", pairs[i][0], pairs[i][1], d);
    }
    return 0;
}
