// features: char_array, string_h, sprintf, if_statement
#include <stdio.h>
#include <string.h>

void convert(int n, char *out) {
    out[0] = '\0';
    if (n % 3 == 0) strcat(out, "Pling");
    if (n % 5 == 0) strcat(out, "Plang");
    if (n % 7 == 0) strcat(out, "Plong");
    if (strlen(out) == 0) sprintf(out, "%d", n);
}

int main(void) {
    int inputs[] = {1, 3, 5, 7, 6, 8, 9, 10, 14, 15, 21, 25, 27, 35, 49, 52, 105, 3125};
    char buf[32];
    for (int i = 0; i < 18; i++) {
        convert(inputs[i], buf);
        printf("%d -> %s\n", inputs[i], buf);
    }
    return 0;
}
