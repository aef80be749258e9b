// features: ctype_h, math_h, array, pointer_arithmetic, comma_expression
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <math.h>

static const double english[26] = {
    8.2, 1.5, 2.8, 4.3, 12.7, 2.2, 2.0, 6.1, 7.0, 0.15, 0.77, 4.0, 2.4,
    6.7, 7.5, 1.9, 0.095, 6.0, 6.3, 9.1, 2.8, 0.98, 2.4, 0.15, 2.0, 0.074,
};

static void shift(const char *in, char *out, int k) {
    for (; *in; in++, out++) {
        if (isupper((unsigned char)*in)) *out = (char)('A' + (*in - 'A' + k) % 26);
        else if (islower((unsigned char)*in)) *out = (char)('a' + (*in - 'a' + k) % 26);
        else *out = *in;
    }
    *out = '\0';
}

static double chi_squared(const char *s) {
    int counts[26] = {0}, total = 0;
    for (; *s; s++) if (isalpha((unsigned char)*s)) { counts[tolower((unsigned char)*s) - 'a']++; total++; }
    double chi = 0;
    for (int i = 0; i < 26; i++) {
        double expected = total * english[i] / 100.0;
        chi += pow(counts[i] - expected, 2) / expected;
    }
    return chi;
}

int main(void) {
    const char *secret = "Wkh vhfuhw phhwlqj lv dw wkh rog ploo diwhu gdun. Eulqj wkh pdsv dqg wkh odqwhuq.";
    char trial[128];
    int best = 0;
    double best_chi = INFINITY;
    for (int k = 0; k < 26; k++) {
        shift(secret, trial, k);
        double chi = chi_squared(trial);
        if (chi < best_chi) { best_chi = chi; best = k; }
        if (k % 5 == 0) printf("k=%2d chi=%9.2f %.30s...\n", k, chi, trial);
    }
    shift(secret, trial, best);
    printf("best shift %d (key %d), chi %.3f\n%s\n", best, (26 - best) % 26, best_chi, trial);
    return 0;
}
