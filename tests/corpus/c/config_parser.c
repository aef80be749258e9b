// features: union, enum, designated_initializer, ctype_h, strchr_strstr, main_exit_status, bool_type
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include <stdlib.h>
#include <stdbool.h>

typedef enum { T_INT, T_BOOL, T_STR } Type;
typedef struct {
    const char *key;
    Type type;
    union { long i; bool b; char s[32]; } val;
    bool set;
} Option;

static Option options[] = {
    {"port", T_INT, {.i = 8080}, false},
    {"debug", T_BOOL, {.b = false}, false},
    {"name", T_STR, {.s = "server"}, false},
    {"workers", T_INT, {.i = 4}, false},
    {"log_file", T_STR, {.s = "/dev/null"}, false},
};
#define NOPT (sizeof options / sizeof options[0])

static char *trim(char *s) {
    while (isspace((unsigned char)*s)) s++;
    char *e = s + strlen(s);
    while (e > s && isspace((unsigned char)e[-1])) *--e = '\0';
    return s;
}

static int apply(char *line, int lineno) {
    char *hash = strchr(line, '#');
    if (hash) *hash = '\0';
    char *s = trim(line);
    if (!*s) return 0;
    char *eq = strchr(s, '=');
    if (!eq) { printf("line %d: expected key = value\n", lineno); return -1; }
    *eq = '\0';
    char *key = trim(s), *value = trim(eq + 1);
    for (size_t i = 0; i < NOPT; i++) {
        if (strcmp(options[i].key, key) != 0) continue;
        Option *o = &options[i];
        char *end;
        switch (o->type) {
        case T_INT:
            o->val.i = strtol(value, &end, 0);
            if (*end) { printf("line %d: '%s' is not an integer\n", lineno, value); return -1; }
            break;
        case T_BOOL:
            if (!strcmp(value, "true") || !strcmp(value, "yes") || !strcmp(value, "1")) o->val.b = true;
            else if (!strcmp(value, "false") || !strcmp(value, "no") || !strcmp(value, "0")) o->val.b = false;
            else { printf("line %d: bad boolean '%s'\n", lineno, value); return -1; }
            break;
        case T_STR:
            if (value[0] == '"') { value++; char *q = strrchr(value, '"'); if (q) *q = '\0'; }
            strncpy(o->val.s, value, sizeof o->val.s - 1);
            o->val.s[sizeof o->val.s - 1] = '\0';
            break;
        }
        o->set = true;
        return 1;
    }
    printf("line %d: unknown key '%s'\n", lineno, key);
    return -1;
}

int main(void) {
    const char *text =
        "# sample config\n"
        "port = 0x1F90   # hex is fine\n"
        "debug=yes\n"
        "  name = \"edge proxy\"  \n"
        "workers = 12abc\n"
        "colour = blue\n"
        "log_file = /var/log/a-very-long-path-for-the-proxy/output.log\n"
        "just garbage\n"
        "\n";
    char buf[512];
    strcpy(buf, text);
    int lineno = 0, errors = 0, applied = 0;
    for (char *line = buf, *next; line && *line; line = next) {
        next = strchr(line, '\n');
        if (next) *next++ = '\0';
        int r = apply(line, ++lineno);
        if (r < 0) errors++;
        else applied += r;
    }
    printf("%d lines, %d applied, %d errors\n", lineno, applied, errors);
    for (size_t i = 0; i < NOPT; i++) {
        const Option *o = &options[i];
        printf("%-9s%c ", o->key, o->set ? '*' : ' ');
        switch (o->type) {
        case T_INT: printf("%ld\n", o->val.i); break;
        case T_BOOL: printf("%s\n", o->val.b ? "true" : "false"); break;
        case T_STR: printf("\"%s\" (%zu)\n", o->val.s, strlen(o->val.s)); break;
        }
    }
    return errors ? 2 : 0;
}
