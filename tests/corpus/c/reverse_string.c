// features: char_array, string_h, pointer_arithmetic, update_expression, malloc_free
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *reverse(const char *s) {
    size_t n = strlen(s);
    char *r = malloc(n + 1);
    for (size_t i = 0; i < n; i++) r[i] = s[n - 1 - i];
    r[n] = '\0';
    return r;
}

void reverse_in_place(char *s) {
    char *l = s, *r = s + strlen(s);
    while (l < --r) {
        char t = *l;
        *l++ = *r;
        *r = t;
    }
}

char *acronym(const char *phrase, char *out) {
    char *o = out;
    int start = 1;
    for (; *phrase; phrase++) {
        char c = *phrase;
        if (c == ' ' || c == '-' || c == '_') { start = 1; continue; }
        if (start && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) {
            *o++ = (c >= 'a' && c <= 'z') ? c - 'a' + 'A' : c;
            start = 0;
        }
    }
    *o = '\0';
    return out;
}

int main(void) {
    const char *inputs[] = {"", "robot", "Ramen", "I'm hungry!", "racecar", "drawer"};
    for (int i = 0; i < 6; i++) {
        char *r = reverse(inputs[i]);
        printf("\"%s\" -> \"%s\"\n", inputs[i], r);
        free(r);
    }
    char buf[] = "stressed";
    reverse_in_place(buf);
    printf("%s\n", buf);
    const char *phrases[] = {"Portable Network Graphics", "Ruby on Rails", "First In, First Out",
                             "GNU Image Manipulation Program", "Complementary metal-oxide semiconductor",
                             "The Road _Not_ Taken"};
    char out[32];
    for (int i = 0; i < 6; i++) printf("%s: %s\n", phrases[i], acronym(phrases[i], out));
    return 0;
}
