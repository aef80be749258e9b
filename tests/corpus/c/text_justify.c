// features: char_array, sprintf, printf_flags, ctype_h, string_h
#include <stdio.h>
#include <string.h>
#include <ctype.h>

#define WIDTH 36

static void emit_line(char words[][24], int n, int width, int last) {
    int letters = 0;
    for (int i = 0; i < n; i++) letters += (int)strlen(words[i]);
    int gaps = n - 1;
    int spaces = width - letters;
    char out[WIDTH + 1];
    int pos = 0;
    for (int i = 0; i < n; i++) {
        pos += sprintf(out + pos, "%s", words[i]);
        if (i < gaps) {
            int s = last ? 1 : spaces / gaps + (i < spaces % gaps);
            for (int k = 0; k < s; k++) out[pos++] = ' ';
        }
    }
    if (last || gaps == 0) while (pos < width) out[pos++] = ' ';
    out[pos] = '\0';
    printf("|%s|\n", out);
}

static void justify(const char *text, int width) {
    char words[16][24];
    int n = 0, len = 0;
    const char *p = text;
    while (*p) {
        while (*p && isspace((unsigned char)*p)) p++;
        if (!*p) break;
        char w[24];
        int wl = 0;
        while (*p && !isspace((unsigned char)*p) && wl < 23) w[wl++] = *p++;
        w[wl] = '\0';
        if (n > 0 && len + 1 + wl > width) {
            emit_line(words, n, width, 0);
            n = 0; len = 0;
        }
        strcpy(words[n++], w);
        len += (n > 1) + wl;
    }
    if (n) emit_line(words, n, width, 1);
}

static void center(const char *s, int width) {
    int l = (int)strlen(s);
    int left = (width - l) / 2;
    printf("|%*s%s%*s|\n", left, "", s, width - l - left, "");
}

int main(void) {
    const char *para =
        "The quick brown fox jumps over the lazy dog while the five boxing wizards "
        "jump quickly. Pack my box with five dozen liquor jugs, then sphinx of black "
        "quartz, judge my vow.";
    center("JUSTIFIED", WIDTH);
    justify(para, WIDTH);
    center("-- narrow --", WIDTH);
    justify("a bb ccc dddd eeeee ffffff ggggggg", 12);
    printf("[%-*.*s] [%*d] [%-6d] [%06.2f] [%x] [%#o] [%e]\n", 8, 3, "abcdef", 5, 42, -7, 3.14159, 3054, 8, 12345.678);
    printf("[%5.1s] [%.0f] [%.0f] [%g] [%g] [%G] [%5%]\n", "xyz", 2.5, 3.5, 1e-5, 123456789.0, 1e20, 0);
    return 0;
}
