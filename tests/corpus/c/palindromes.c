// features: pointer_arithmetic, ctype_h, string_h, while_statement, bool_type
#include <stdio.h>
#include <ctype.h>
#include <string.h>
#include <stdbool.h>

bool is_palindrome(const char *s) {
    const char *l = s, *r = s + strlen(s) - 1;
    while (l < r) {
        if (!isalnum((unsigned char)*l)) { l++; continue; }
        if (!isalnum((unsigned char)*r)) { r--; continue; }
        if (tolower(*l) != tolower(*r)) return false;
        l++;
        r--;
    }
    return true;
}

long reverse_number(long n) {
    long r = 0;
    while (n > 0) { r = r * 10 + n % 10; n /= 10; }
    return r;
}

int main(void) {
    const char *s[] = {"racecar", "A man, a plan, a canal: Panama", "hello", "Was it a car or a cat I saw?", "ab", "x"};
    for (int i = 0; i < 6; i++) printf("%-32s %s\n", s[i], is_palindrome(s[i]) ? "yes" : "no");
    int count = 0;
    for (long n = 10; n < 200; n++)
        if (n == reverse_number(n)) count++;
    printf("numeric palindromes in [10,200): %d\n", count);
    return 0;
}
