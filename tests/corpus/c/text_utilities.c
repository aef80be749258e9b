// features: string_h, strchr_strstr, snprintf, ctype_h, pointer_arithmetic
#include <stdio.h>
#include <string.h>
#include <ctype.h>

static void trim(char *s) {
    char *start = s;
    while (isspace((unsigned char)*start)) start++;
    memmove(s, start, strlen(start) + 1);
    size_t n = strlen(s);
    while (n > 0 && isspace((unsigned char)s[n - 1])) s[--n] = '\0';
}

static void reverse_words(char *s) {
    size_t n = strlen(s);
    for (size_t i = 0; i < n / 2; i++) { char t = s[i]; s[i] = s[n - 1 - i]; s[n - 1 - i] = t; }
    char *w = s;
    while (*w) {
        while (*w == ' ') w++;
        char *e = w;
        while (*e && *e != ' ') e++;
        for (char *a = w, *b = e - 1; a < b; a++, b--) { char t = *a; *a = *b; *b = t; }
        w = e;
    }
}

static int count_char(const char *s, char c) {
    int n = 0;
    for (const char *p = strchr(s, c); p; p = strchr(p + 1, c)) n++;
    return n;
}

int main(void) {
    char buf[128] = "   Hello,   World of C   ";
    trim(buf);
    printf("[%s]\n", buf);
    reverse_words(buf);
    printf("[%s]\n", buf);
    const char *path = "/usr/local/lib/libfoo.so.1";
    const char *base = strrchr(path, '/');
    printf("basename=%s dir_len=%td\n", base + 1, base - path);
    const char *dot = strchr(base, '.');
    printf("stem=%.*s ext=%s\n", (int)(dot - base - 1), base + 1, dot);
    printf("slashes=%d\n", count_char(path, '/'));
    const char *line = "key1=val1;key2=val2;;key3=val3";
    size_t span = strcspn(line, ";");
    printf("first field: %.*s (len %zu)\n", (int)span, line, span);
    printf("leading digits in '123abc': %zu\n", strspn("123abc", "0123456789"));
    char out[64] = "prefix";
    strncat(out, "-suffix-that-is-long", 7);
    printf("%s\n", out);
    char num[32];
    int len = snprintf(num, sizeof num, "%05d|%-5d|%+d|%x", 42, 42, 42, 255);
    printf("%s (%d chars)\n", num, len);
    char small[8];
    int want = snprintf(small, sizeof small, "%s", "truncate me please");
    printf("small=[%s] want=%d\n", small, want);
    const char *hay = "the cat sat on the mat with the hat";
    int hits = 0;
    for (const char *p = hay; (p = strstr(p, "at")) != NULL; p += 2) hits++;
    printf("'at' occurs %d times\n", hits);
    printf("strncmp: %d %d\n", strncmp("apple", "apricot", 2) == 0, strncmp("apple", "apricot", 3) < 0);
    char upper[64];
    size_t i;
    for (i = 0; hay[i]; i++) upper[i] = toupper((unsigned char)hay[i]);
    upper[i] = '\0';
    printf("%s\n", upper);
    printf("%10.3s|%-10.5s|\n", "abcdef", "xyz");
    return 0;
}
