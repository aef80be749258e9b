// features: printf_flags, struct, array_of_structs, string_h
/* Debug dump of configuration entries whose unset values are NULL: glibc
   prints a NULL %s as (null), or nothing under a precision below 6. */
#include <stdio.h>
#include <string.h>

typedef struct {
    const char *key;
    const char *value;
    const char *source;
} Entry;

static const char *lookup(const Entry *e, size_t n, const char *key) {
    for (size_t i = 0; i < n; i++)
        if (strcmp(e[i].key, key) == 0) return e[i].value;
    return NULL;
}

int main(void) {
    Entry cfg[] = {
        {"host", "db.internal", "file"},
        {"port", "5432", "env"},
        {"user", NULL, NULL},
        {"password", NULL, "vault"},
        {"timeout", "30s", NULL},
    };
    size_t n = sizeof cfg / sizeof cfg[0];
    for (size_t i = 0; i < n; i++)
        printf("%-9s = %-12s (from %s)\n", cfg[i].key, cfg[i].value, cfg[i].source);
    printf("short: [%.4s] [%.6s] [%10.2s]\n", cfg[2].value, cfg[2].value, cfg[3].value);
    char line[64];
    int len = snprintf(line, sizeof line, "user=%s;port=%s", lookup(cfg, n, "user"), lookup(cfg, n, "port"));
    printf("%s (%d chars)\n", line, len);
    printf("missing key: %s\n", lookup(cfg, n, "schema"));
    return 0;
}
