// features: string_h, strchr_strstr, strtok, char_array, pointer_arithmetic
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include <stdlib.h>

int main(void) {
    printf("%zu %zu %zu %zu\n", strspn("123abc", "0123456789"), strcspn("hello, world", ",!"), strspn("", "a"), strcspn("abc", ""));
    const char *s = "key=value;other";
    const char *p = strpbrk(s, "=;");
    printf("%s %ld\n", p, p - s);
    printf("%s\n", strpbrk("abc", "xyz") ? "found" : "none");
    char line[] = "alpha beta  gamma";
    char *save = NULL;
    for (char *t = strtok_r(line, " ", &save); t; t = strtok_r(NULL, " ", &save)) printf("[%s]", t);
    printf("\n");
    char buf[] = "a,b;c";
    char *outer, *tok = strtok_r(buf, ";", &outer);
    while (tok) {
        char *inner;
        for (char *u = strtok_r(tok, ",", &inner); u; u = strtok_r(NULL, ",", &inner)) printf("<%s>", u);
        tok = strtok_r(NULL, ";", &outer);
    }
    printf("\n");
    char data[] = { 'x', 'y', 0, 'z', 'q' };
    char *z = memchr(data, 'z', sizeof data);
    printf("memchr %ld %s\n", z ? z - data : -1L, memchr(data, 'w', sizeof data) ? "w" : "no w");
    printf("%d %d %d\n", memcmp("abc", "abd", 3) < 0, memcmp("abc", "abc", 3), memcmp("b", "a", 1) > 0);
    printf("%d %d %d\n", strcasecmp("Hello", "hELLO"), strncasecmp("ABCx", "abcy", 3), strcasecmp("a", "B") < 0);
    printf("%zu %zu\n", strnlen("hello", 3), strnlen("hi", 10));
    char *d = strndup("truncate me", 8);
    printf("%s|%zu\n", d, strlen(d));
    free(d);
    return 0;
}
