// features: enum, ctype_h, array_of_structs, strchr_strstr, string_h
#include <stdio.h>
#include <ctype.h>
#include <string.h>
#include <stdlib.h>

typedef enum { T_IDENT, T_NUMBER, T_STRING, T_OP, T_PUNCT, T_KEYWORD, T_EOF } TokKind;

typedef struct {
    TokKind kind;
    char text[32];
    int line, col;
} Token;

static const char *keywords[] = {"if", "else", "while", "return", "int", "let"};
static const char *kind_name[] = {"IDENT", "NUMBER", "STRING", "OP", "PUNCT", "KEYWORD", "EOF"};

static int is_keyword(const char *s) {
    for (size_t i = 0; i < sizeof keywords / sizeof *keywords; i++)
        if (strcmp(s, keywords[i]) == 0) return 1;
    return 0;
}

static int tokenize(const char *src, Token *out, int max) {
    int n = 0, line = 1, col = 1;
    const char *p = src;
    while (*p && n < max - 1) {
        if (*p == '\n') { line++; col = 1; p++; continue; }
        if (isspace((unsigned char)*p)) { p++; col++; continue; }
        if (p[0] == '/' && p[1] == '/') { while (*p && *p != '\n') p++; continue; }
        Token *t = &out[n++];
        t->line = line; t->col = col;
        const char *start = p;
        if (isalpha((unsigned char)*p) || *p == '_') {
            while (isalnum((unsigned char)*p) || *p == '_') p++;
            t->kind = T_IDENT;
        } else if (isdigit((unsigned char)*p)) {
            while (isdigit((unsigned char)*p) || *p == '.') p++;
            t->kind = T_NUMBER;
        } else if (*p == '"') {
            p++;
            while (*p && *p != '"') p++;
            if (*p) p++;
            t->kind = T_STRING;
        } else if (strchr("+-*/=<>!", *p)) {
            p++;
            if (*p == '=') p++;
            t->kind = T_OP;
        } else {
            p++;
            t->kind = T_PUNCT;
        }
        size_t len = (size_t)(p - start);
        if (len >= sizeof t->text) len = sizeof t->text - 1;
        memcpy(t->text, start, len);
        t->text[len] = '\0';
        if (t->kind == T_IDENT && is_keyword(t->text)) t->kind = T_KEYWORD;
        col += (int)(p - start);
    }
    out[n].kind = T_EOF;
    strcpy(out[n].text, "");
    out[n].line = line; out[n].col = col;
    return n + 1;
}

int main(void) {
    const char *program =
        "let total = 0; // running sum\n"
        "while (i <= 10) {\n"
        "  if (i != 3) total = total + i * 2.5;\n"
        "  print(\"value\", total);\n"
        "}\n"
        "return total >= 100;\n";
    Token toks[128];
    int n = tokenize(program, toks, 128);
    int counts[7] = {0};
    for (int i = 0; i < n; i++) {
        counts[toks[i].kind]++;
        printf("%2d:%-3d %-8s '%s'\n", toks[i].line, toks[i].col, kind_name[toks[i].kind], toks[i].text);
    }
    printf("--\n");
    for (int k = 0; k < 7; k++) printf("%-8s %d\n", kind_name[k], counts[k]);
    double sum = 0;
    for (int i = 0; i < n; i++)
        if (toks[i].kind == T_NUMBER) sum += atof(toks[i].text);
    printf("sum of literals: %.2f\n", sum);
    return 0;
}
