// features: malloc_free, realloc, switch_statement, recursion, enum
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

typedef enum { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ } JType;

typedef struct JValue {
    JType type;
    double num;
    int boolean;
    char *str;
    struct JValue **items;
    char **keys;
    int count;
} JValue;

static JValue *jnew(JType t) {
    JValue *v = calloc(1, sizeof *v);
    v->type = t;
    return v;
}
static JValue *jnum(double d) { JValue *v = jnew(J_NUM); v->num = d; return v; }
static JValue *jstr(const char *s) { JValue *v = jnew(J_STR); v->str = strdup(s); return v; }
static JValue *jbool(int b) { JValue *v = jnew(J_BOOL); v->boolean = b; return v; }

static void jpush(JValue *arr, JValue *item) {
    arr->items = realloc(arr->items, (arr->count + 1) * sizeof *arr->items);
    arr->items[arr->count++] = item;
}
static void jset(JValue *obj, const char *key, JValue *val) {
    obj->keys = realloc(obj->keys, (obj->count + 1) * sizeof *obj->keys);
    obj->keys[obj->count] = strdup(key);
    jpush(obj, val);
}

static void indent(int n) { for (int i = 0; i < n; i++) fputs("  ", stdout); }

static void jprint(const JValue *v, int depth) {
    switch (v->type) {
    case J_NULL: printf("null"); break;
    case J_BOOL: printf(v->boolean ? "true" : "false"); break;
    case J_NUM:
        if (v->num == (long)v->num) printf("%ld", (long)v->num);
        else printf("%.4g", v->num);
        break;
    case J_STR: {
        putchar('"');
        for (const char *p = v->str; *p; p++) {
            if (*p == '"' || *p == '\\') printf("\\%c", *p);
            else if (*p == '\n') printf("\\n");
            else putchar(*p);
        }
        putchar('"');
        break;
    }
    case J_ARR:
        printf("[");
        for (int i = 0; i < v->count; i++) {
            if (i) printf(", ");
            jprint(v->items[i], depth + 1);
        }
        printf("]");
        break;
    case J_OBJ:
        printf("{\n");
        for (int i = 0; i < v->count; i++) {
            indent(depth + 1);
            printf("\"%s\": ", v->keys[i]);
            jprint(v->items[i], depth + 1);
            printf(i + 1 < v->count ? ",\n" : "\n");
        }
        indent(depth);
        printf("}");
        break;
    }
}

static void jfree(JValue *v) {
    if (v->type == J_STR) free(v->str);
    for (int i = 0; i < v->count; i++) {
        if (v->type == J_OBJ) free(v->keys[i]);
        jfree(v->items[i]);
    }
    free(v->items);
    free(v->keys);
    free(v);
}

int main(void) {
    const char *names[] = {"north", "south", "east"};
    double sales[][4] = {{120.5, 98, 143.25, 110}, {87, 91.5, 79, 102}, {150, 160.75, 149, 171.5}};
    JValue *root = jnew(J_OBJ);
    jset(root, "title", jstr("Quarterly \"sales\" report\nFY24"));
    jset(root, "final", jbool(0));
    JValue *regions = jnew(J_ARR);
    double grand = 0;
    for (int r = 0; r < 3; r++) {
        JValue *reg = jnew(J_OBJ);
        jset(reg, "name", jstr(names[r]));
        JValue *q = jnew(J_ARR);
        double total = 0;
        for (int i = 0; i < 4; i++) { jpush(q, jnum(sales[r][i])); total += sales[r][i]; }
        jset(reg, "quarters", q);
        jset(reg, "total", jnum(total));
        jset(reg, "average", jnum(total / 4));
        grand += total;
        jpush(regions, reg);
    }
    jset(root, "regions", regions);
    jset(root, "grand_total", jnum(grand));
    jset(root, "notes", jnew(J_NULL));
    jprint(root, 0);
    putchar('\n');
    jfree(root);
    return 0;
}
