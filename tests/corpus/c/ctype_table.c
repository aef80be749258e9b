// features: ctype_h, printf, bitwise_operators
// A character-class table as a debugging aid prints: the raw <ctype.h>
// results (glibc answers its table bits, e.g. isdigit('7') is 2048), then
// counts classes the portable way with !!.
#include <stdio.h>
#include <ctype.h>
#include <string.h>

typedef int (*Classifier)(int);

static const struct { const char *name; Classifier fn; } classes[] = {
    { "upper", isupper }, { "lower", islower }, { "alpha", isalpha }, { "digit", isdigit },
    { "xdigit", isxdigit }, { "space", isspace }, { "print", isprint }, { "graph", isgraph },
    { "blank", isblank }, { "cntrl", iscntrl }, { "punct", ispunct }, { "alnum", isalnum },
};
enum { NCLASSES = sizeof classes / sizeof classes[0] };

int main(void) {
    const char sample[] = "Az9 f_\t\n~";
    printf("%-7s", "char");
    for (size_t i = 0; i < strlen(sample); i++) {
        unsigned char c = (unsigned char)sample[i];
        printf(isgraph(c) ? "%6c" : "  0x%02x", c);
    }
    putchar('\n');
    for (int k = 0; k < NCLASSES; k++) {
        printf("%-7s", classes[k].name);
        for (size_t i = 0; i < strlen(sample); i++) printf("%6d", classes[k].fn((unsigned char)sample[i]));
        putchar('\n');
    }
    const char *text = "Order #4411 shipped 2024-03-09, total $1,250.75 (incl. tax).";
    int digits = 0, letters = 0, punct = 0, spaces = 0, mask_or = 0;
    for (const char *p = text; *p; p++) {
        unsigned char c = (unsigned char)*p;
        digits += !!isdigit(c);
        letters += isalpha(c) != 0;
        punct += ispunct(c) ? 1 : 0;
        spaces += !!isspace(c);
        mask_or |= isalnum(c) | isxdigit(c);
    }
    printf("digits=%d letters=%d punct=%d spaces=%d mask=%#x\n", digits, letters, punct, spaces, mask_or);
    printf("EOF -> %d %d, 200 -> %d\n", isalpha(EOF), isspace(EOF), isprint(200));
    return 0;
}
