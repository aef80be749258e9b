// features: string_h, char_array, strchr_strstr, pointer_arithmetic
#include <stdio.h>
#include <string.h>

int main(void) {
    char buf[64];
    strcpy(buf, "Hello");
    strcat(buf, ", ");
    strcat(buf, "World");
    printf("%s (%zu)\n", buf, strlen(buf));
    printf("cmp: %d %d %d\n", strcmp("abc", "abc") == 0, strcmp("abc", "abd") < 0, strcmp("b", "a") > 0);
    printf("ncmp: %d\n", strncmp("hello", "help", 3));
    char *comma = strchr(buf, ',');
    printf("after comma: '%s' at %ld\n", comma, (long)(comma - buf));
    char *w = strstr(buf, "World");
    printf("strstr: %s\n", w ? w : "none");
    printf("missing: %s\n", strstr(buf, "xyz") == NULL ? "null" : "found");
    char part[8];
    strncpy(part, buf, 4);
    part[4] = '\0';
    printf("part: %s\n", part);
    char copy[64];
    memcpy(copy, buf, strlen(buf) + 1);
    copy[0] = 'J';
    printf("%s / %s\n", buf, copy);
    const char *last = strrchr("a/b/c.txt", '/');
    printf("basename: %s\n", last + 1);
    char rev[64];
    int n = (int)strlen(buf);
    for (int i = 0; i < n; i++) rev[i] = buf[n - 1 - i];
    rev[n] = 0;
    printf("reversed: %s\n", rev);
    return 0;
}
