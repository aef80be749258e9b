// features: ctype_h, malloc_free, char_array, string_h, conditional_expression, array
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <stdlib.h>

static char *vigenere(const char *text, const char *key, int decrypt) {
    size_t n = strlen(text), klen = strlen(key), k = 0;
    char *out = malloc(n + 1);
    for (size_t i = 0; i < n; i++) {
        unsigned char ch = (unsigned char)text[i];
        if (isalpha(ch)) {
            int base = isupper(ch) ? 'A' : 'a';
            int shift = tolower((unsigned char)key[k % klen]) - 'a';
            if (decrypt) shift = 26 - shift;
            out[i] = (char)(base + (ch - base + shift) % 26);
            k++;
        } else {
            out[i] = (char)ch;
        }
    }
    out[n] = '\0';
    return out;
}

static void letter_freq(const char *s, int counts[26]) {
    memset(counts, 0, 26 * sizeof counts[0]);
    for (; *s; s++) if (isalpha((unsigned char)*s)) counts[toupper((unsigned char)*s) - 'A']++;
}

int main(void) {
    const char *msgs[] = {
        "Attack at dawn!",
        "The quick brown fox jumps over the lazy dog.",
        "C is quirky, flawed, and an enormous success. -- Dennis Ritchie",
    };
    const char *key = "Lemon";
    for (size_t i = 0; i < 3; i++) {
        char *enc = vigenere(msgs[i], key, 0);
        char *dec = vigenere(enc, key, 1);
        printf("plain : %s\ncipher: %s\nback  : %s (%s)\n\n", msgs[i], enc, dec,
               strcmp(dec, msgs[i]) == 0 ? "ok" : "MISMATCH");
        int counts[26];
        letter_freq(enc, counts);
        int best = 0;
        for (int c = 1; c < 26; c++) if (counts[c] > counts[best]) best = c;
        printf("most common cipher letter: %c (%d)\n\n", 'A' + best, counts[best]);
        free(enc);
        free(dec);
    }
    return 0;
}
