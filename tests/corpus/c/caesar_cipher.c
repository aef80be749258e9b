// features: char_type, ctype_h, char_array, string_h, integer_division
#include <stdio.h>
#include <ctype.h>
#include <string.h>

void rotate(const char *in, char *out, int key) {
    int i = 0;
    for (; in[i]; i++) {
        char c = in[i];
        if (isupper(c)) out[i] = 'A' + (c - 'A' + key) % 26;
        else if (islower(c)) out[i] = 'a' + (c - 'a' + key) % 26;
        else out[i] = c;
    }
    out[i] = '\0';
}

void atbash(const char *in, char *out) {
    int j = 0;
    for (int i = 0; in[i]; i++) {
        char c = tolower(in[i]);
        if (isalpha(c)) out[j++] = 'z' - (c - 'a');
        else if (isdigit(c)) out[j++] = c;
    }
    out[j] = 0;
}

int main(void) {
    const char *msgs[] = {"Hello, World!", "The quick brown fox jumps over the lazy dog.", "Testing 1 2 3 testing", "omg"};
    char enc[128], dec[128];
    for (int i = 0; i < 4; i++) {
        rotate(msgs[i], enc, 13);
        rotate(enc, dec, 26 - 13);
        printf("%s | %s | %s\n", enc, dec, strcmp(dec, msgs[i]) == 0 ? "ok" : "BAD");
        atbash(msgs[i], enc);
        printf("atbash: %s\n", enc);
    }
    return 0;
}
