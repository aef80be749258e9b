// features: strtok, strchr_strstr, sprintf, ctype_h, char_array, pointer_arithmetic
#include <stdio.h>
#include <string.h>
#include <ctype.h>

int main(void) {
    char line[] = "the quick  brown fox, jumps over the lazy dog";
    char *words[20];
    int n = 0;
    char *tok = strtok(line, " ,");
    while (tok != NULL) {
        words[n++] = tok;
        tok = strtok(NULL, " ,");
    }
    printf("%d words\n", n);
    for (int i = 0; i < n; i++) printf("%d:%s(%zu)\n", i, words[i], strlen(words[i]));
    char csv[] = "name=alice;age=30;city=paris";
    for (char *p = strtok(csv, ";"); p; p = strtok(NULL, ";")) {
        char *eq = strchr(p, '=');
        *eq = '\0';
        printf("key '%s' value '%s'\n", p, eq + 1);
    }
    char buf[100];
    int len = 0;
    for (int i = n - 1; i >= 0; i--) {
        len += sprintf(buf + len, "%s%s", words[i], i ? " " : "");
    }
    puts(buf);
    char title[] = "hello world from c";
    int cap = 1;
    for (char *p = title; *p; p++) {
        if (cap && isalpha((unsigned char)*p)) { *p = toupper(*p); cap = 0; }
        else if (*p == ' ') cap = 1;
    }
    puts(title);
    return 0;
}
