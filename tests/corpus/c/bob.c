// features: ctype_h, string_h, bool_type, pointer_arithmetic, logical_operators
#include <stdio.h>
#include <ctype.h>
#include <string.h>
#include <stdbool.h>

const char *respond(const char *s) {
    bool has_upper = false, has_lower = false, question = false, silent = true;
    for (const char *p = s; *p; ++p) {
        if (isspace((unsigned char)*p)) continue;
        silent = false;
        if (isupper((unsigned char)*p)) has_upper = true;
        if (islower((unsigned char)*p)) has_lower = true;
        question = *p == '?';
    }
    if (silent) return "Fine. Be that way!";
    bool yell = has_upper && !has_lower;
    if (yell && question) return "Calm down, I know what I'm doing!";
    if (yell) return "Whoa, chill out!";
    if (question) return "Sure.";
    return "Whatever.";
}

int main(void) {
    const char *inputs[] = {"Tom-ay-to, tom-aaaah-to.", "WATCH OUT!", "FCECDFCAAB", "Does this cryogenic chamber make me look fat?",
                            "You are, what, like 15?", "fffbbcbeab?", "Hi there", "WHAT'S GOING ON?", "1, 2, 3 GO!", "1, 2, 3",
                            "4?", "ZOMG THE %^*@#$(*^ ZOMBIES ARE COMING!!11!!1!", "", "          ", "\t\t\t\t\t\t\t\t\t\t",
                            "Okay if like my  spacebar  quite a bit?   "};
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) printf("%s\n", respond(inputs[i]));
    return 0;
}
