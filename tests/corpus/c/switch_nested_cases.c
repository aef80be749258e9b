// features: switch_statement, do_statement, static_local, goto_statement, labeled_statement
// Case labels nested inside statements of their switch: Duff's device
// (cases inside a do-while) and a Tatham-style coroutine that resumes in
// the middle of a for loop through `case __LINE__`-like labels.
#include <stdio.h>
#include <string.h>

static void duff_copy(char *to, const char *from, int count) {
    if (count <= 0) return;
    int n = (count + 7) / 8;
    switch (count % 8) {
    case 0: do { *to++ = *from++;
    case 7:      *to++ = *from++;
    case 6:      *to++ = *from++;
    case 5:      *to++ = *from++;
    case 4:      *to++ = *from++;
    case 3:      *to++ = *from++;
    case 2:      *to++ = *from++;
    case 1:      *to++ = *from++;
            } while (--n > 0);
    }
}

/* yields 1, 2, 3, then the squares of 4..6, then -1 forever */
static int next_value(void) {
    static int state = 0, i;
    switch (state) {
    case 0:
        for (i = 1; i <= 3; i++) {
            state = 1;
            return i;
    case 1:;
        }
        for (i = 4; i <= 6; i++) {
            if (i % 2 == 0) {
                state = 2;
                return i * i;
            } else {
                state = 3;
                return -i * i;
            }
    case 2:
    case 3:
            continue;
        }
        state = 4;
        /* fall through */
    default:
        return -1;
    }
}

static const char *classify(int c) {
    switch (c) {
    case 'a': case 'e': case 'i': case 'o': case 'u':
        return "vowel";
    default:
        if (c >= 'a' && c <= 'z') {
    case 'y':
            return c == 'y' ? "sometimes" : "consonant";
        }
        return "other";
    }
}

int main(void) {
    const char *src = "Duff's device copies eight bytes per loop turn.";
    for (int len = 0; len <= 17; len += 3) {
        char dst[64];
        memset(dst, '.', sizeof dst);
        dst[20] = '\0';
        duff_copy(dst, src, len);
        printf("%2d [%s]\n", len, dst);
    }
    for (int k = 0; k < 9; k++) printf("%d ", next_value());
    putchar('\n');
    const char *word = "yak 42!";
    for (const char *p = word; *p; p++) printf("%c:%s ", *p, classify(*p));
    putchar('\n');
    return 0;
}
