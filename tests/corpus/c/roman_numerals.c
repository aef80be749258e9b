// features: array, char_array, string_h, struct, array_of_structs
#include <stdio.h>
#include <string.h>

struct pair { int value; const char *sym; };

static const struct pair table[] = {
    {1000, "M"}, {900, "CM"}, {500, "D"}, {400, "CD"}, {100, "C"}, {90, "XC"},
    {50, "L"}, {40, "XL"}, {10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"}};

void to_roman(int n, char *out) {
    out[0] = 0;
    for (int i = 0; i < 13; i++) {
        while (n >= table[i].value) {
            strcat(out, table[i].sym);
            n -= table[i].value;
        }
    }
}

int main(void) {
    int inputs[] = {1, 2, 3, 4, 5, 6, 9, 16, 27, 48, 49, 59, 66, 93, 141, 163, 166, 402, 575, 666, 911, 1024, 1666, 3000, 3001, 3999};
    char buf[32];
    for (int i = 0; i < (int)(sizeof inputs / sizeof *inputs); i++) {
        to_roman(inputs[i], buf);
        printf("%4d = %s\n", inputs[i], buf);
    }
    return 0;
}
