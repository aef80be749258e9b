// features: ctype_h, array, bitwise_operators, shift_operators, unsigned_types
#include <stdio.h>
#include <ctype.h>

int is_pangram(const char *s) {
    unsigned mask = 0;
    for (int i = 0; s[i] != '\0'; i++) {
        if (isalpha((unsigned char)s[i])) mask |= 1u << (tolower(s[i]) - 'a');
    }
    return mask == (1u << 26) - 1;
}

int main(void) {
    const char *tests[] = {
        "",
        "abcdefghijklmnopqrstuvwxyz",
        "the quick brown fox jumps over the lazy dog",
        "a quick movement of the enemy will jeopardize five gunboats",
        "five boxing wizards jump quickly at it",
        "the_quick_brown_fox_jumps_over_the_lazy_dog",
        "the 1 quick brown fox jumps over the 2 lazy dogs",
        "\"Five quacking Zephyrs jolt my wax bed.\"",
    };
    int n = sizeof tests / sizeof tests[0];
    for (int i = 0; i < n; i++) printf("%d: %d\n", i, is_pangram(tests[i]));
    return 0;
}
