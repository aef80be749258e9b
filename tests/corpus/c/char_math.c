// features: char_type, ctype_h, stdlib_h, pointer_arithmetic, unsigned_types
#include <stdio.h>
#include <ctype.h>
#include <string.h>
#include <stdlib.h>

char rot13(char c) {
    if (c >= 'a' && c <= 'z') return 'a' + (c - 'a' + 13) % 26;
    if (c >= 'A' && c <= 'Z') return 'A' + (c - 'A' + 13) % 26;
    return c;
}

int is_palindrome(const char *s) {
    const char *l = s, *r = s + strlen(s) - 1;
    while (l < r) {
        while (l < r && !isalnum((unsigned char)*l)) l++;
        while (l < r && !isalnum((unsigned char)*r)) r--;
        if (tolower((unsigned char)*l) != tolower((unsigned char)*r)) return 0;
        l++; r--;
    }
    return 1;
}

void to_binary(unsigned n, char *out) {
    char tmp[33];
    int i = 0;
    do { tmp[i++] = '0' + (n & 1); n >>= 1; } while (n);
    int j = 0;
    while (i > 0) out[j++] = tmp[--i];
    out[j] = '\0';
}

int main(void) {
    char msg[] = "Hello, World!";
    for (char *p = msg; *p; ++p) *p = rot13(*p);
    printf("%s\n", msg);
    for (size_t i = 0; i < strlen(msg); i++) msg[i] = rot13(msg[i]);
    printf("%s\n", msg);
    const char *cands[] = {"A man, a plan, a canal: Panama", "hello", "No 'x' in Nixon", "ab"};
    for (int i = 0; i < 4; i++) printf("%d ", is_palindrome(cands[i]));
    printf("\n");
    char bin[40];
    unsigned nums[] = {0, 5, 255, 1024};
    for (int i = 0; i < 4; i++) { to_binary(nums[i], bin); printf("%u=%s ", nums[i], bin); }
    printf("\n");
    char c = 'A';
    c += 25;
    printf("%c %d %c\n", c, c, c + 1);
    int digit = '7' - '0';
    printf("digit=%d next=%c\n", digit, '0' + digit + 1);
    char hex[] = "1aF";
    long v = strtol(hex, NULL, 16);
    printf("hex %s = %ld\n", hex, v);
    printf("atoi=%d atof=%.2f\n", atoi("  -42abc"), atof("3.75"));
    signed char sc = 127;
    sc++;
    printf("sc=%d\n", sc);
    unsigned char uc = 200;
    printf("uc*2=%d\n", uc * 2);
    return 0;
}
