// features: inttypes_h, string_h, snprintf, array, integer_division
#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <inttypes.h>

static const char *ones[] = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
static const char *tens[] = {"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"};
static const char *scales[] = {"", " thousand", " million", " billion", " trillion"};

static void below_thousand(unsigned n, char *out, size_t cap) {
    char buf[128] = "";
    if (n >= 100) {
        snprintf(buf, sizeof buf, "%s hundred", ones[n / 100]);
        n %= 100;
        if (n) strcat(buf, " and ");
    }
    if (n >= 20) {
        strcat(buf, tens[n / 10]);
        if (n % 10) { strcat(buf, "-"); strcat(buf, ones[n % 10]); }
    } else if (n > 0 || buf[0] == '\0') {
        strcat(buf, ones[n]);
    }
    snprintf(out, cap, "%s", buf);
}

static void to_words(int64_t v, char *out, size_t cap) {
    if (v == 0) { snprintf(out, cap, "zero"); return; }
    char result[512] = "";
    if (v < 0) { strcpy(result, "minus "); v = -v; }
    unsigned groups[5];
    int ng = 0;
    for (uint64_t u = (uint64_t)v; u > 0 && ng < 5; u /= 1000) groups[ng++] = (unsigned)(u % 1000);
    for (int g = ng - 1; g >= 0; g--) {
        if (!groups[g]) continue;
        char part[128];
        below_thousand(groups[g], part, sizeof part);
        if (result[0] && strcmp(result, "minus ") != 0) strcat(result, g == 0 && groups[g] < 100 ? " and " : ", ");
        strcat(result, part);
        strcat(result, scales[g]);
    }
    snprintf(out, cap, "%s", result);
}

static void with_commas(int64_t v, char *out) {
    char digits[32];
    snprintf(digits, sizeof digits, "%" PRId64, v < 0 ? -v : v);
    int len = (int)strlen(digits), k = 0;
    if (v < 0) out[k++] = '-';
    for (int i = 0; i < len; i++) {
        out[k++] = digits[i];
        if ((len - i - 1) % 3 == 0 && i < len - 1) out[k++] = ',';
    }
    out[k] = '\0';
}

int main(void) {
    int64_t samples[] = {0, 7, 13, 40, 99, 100, 101, 342, 1000, 1001, 12345, -250000, 1000000, 7008009, INT64_C(2147483647), INT64_C(900000000001)};
    for (size_t i = 0; i < sizeof samples / sizeof samples[0]; i++) {
        char words[512], commas[32];
        to_words(samples[i], words, sizeof words);
        with_commas(samples[i], commas);
        printf("%16s  %s\n", commas, words);
    }
    return 0;
}
