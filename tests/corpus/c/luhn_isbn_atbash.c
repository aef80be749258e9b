// features: ctype_h, bool_type, char_array, pointer_arithmetic, comma_expression
#include <stdio.h>
#include <ctype.h>
#include <string.h>
#include <stdbool.h>

static bool luhn_valid(const char *num) {
    int digits[64], n = 0;
    for (const char *p = num; *p; p++) {
        if (*p == ' ') continue;
        if (!isdigit((unsigned char)*p)) return false;
        if (n == 64) return false;
        digits[n++] = *p - '0';
    }
    if (n <= 1) return false;
    int sum = 0;
    for (int i = n - 1, k = 0; i >= 0; i--, k++) {
        int d = digits[i];
        if (k % 2 == 1) { d *= 2; if (d > 9) d -= 9; }
        sum += d;
    }
    return sum % 10 == 0;
}

static bool isbn_valid(const char *isbn) {
    int sum = 0, count = 0;
    for (size_t i = 0; isbn[i]; i++) {
        char c = isbn[i];
        if (c == '-') continue;
        if (isdigit((unsigned char)c)) sum += (c - '0') * (10 - count++);
        else if (c == 'X' && count == 9) sum += 10 * (10 - count++);
        else return false;
        if (count > 10) return false;
    }
    return count == 10 && sum % 11 == 0;
}

static void atbash(const char *in, char *out) {
    int group = 0;
    for (; *in; in++) {
        char c = tolower((unsigned char)*in);
        if (!isalnum((unsigned char)c)) continue;
        if (group == 5) { *out++ = ' '; group = 0; }
        *out++ = isalpha((unsigned char)c) ? (char)('z' - (c - 'a')) : c;
        group++;
    }
    *out = '\0';
}

int main(void) {
    const char *cards[] = {"4539 3195 0343 6467", "8273 1232 7352 0569", "059", "0", "055 444 285", "055a 444 285"};
    for (size_t i = 0; i < sizeof cards / sizeof cards[0]; i++)
        printf("luhn(%s) = %s\n", cards[i], luhn_valid(cards[i]) ? "valid" : "invalid");
    const char *isbns[] = {"3-598-21508-8", "3-598-21508-9", "3-598-21507-X", "359821507X", "3-598-2X507-9", "3598215088"};
    for (size_t i = 0; i < sizeof isbns / sizeof *isbns; i++)
        printf("isbn %-15s %d\n", isbns[i], isbn_valid(isbns[i]));
    char out[128];
    atbash("The quick brown fox jumps over the lazy dog.", out);
    printf("%s\n", out);
    atbash("Testing, 1 2 3, testing.", out);
    printf("%s\n", out);
    return 0;
}
