// features: union, enum, malloc_free, realloc, recursion, switch_statement, pointer_to_pointer
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef enum { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ } Kind;

typedef struct JVal {
    Kind kind;
    union {
        int b;
        double num;
        char *str;
        struct { struct JVal **items; char **keys; int len, cap; } list;
    } u;
} JVal;

static JVal *jnew(Kind k) {
    JVal *v = calloc(1, sizeof *v);
    v->kind = k;
    return v;
}
static JVal *jnum(double d) { JVal *v = jnew(J_NUM); v->u.num = d; return v; }
static JVal *jstr(const char *s) { JVal *v = jnew(J_STR); v->u.str = malloc(strlen(s) + 1); strcpy(v->u.str, s); return v; }
static JVal *jbool(int b) { JVal *v = jnew(J_BOOL); v->u.b = b; return v; }

static void jpush(JVal *c, const char *key, JVal *item) {
    if (c->u.list.len == c->u.list.cap) {
        c->u.list.cap = c->u.list.cap ? c->u.list.cap * 2 : 2;
        c->u.list.items = realloc(c->u.list.items, c->u.list.cap * sizeof *c->u.list.items);
        c->u.list.keys = realloc(c->u.list.keys, c->u.list.cap * sizeof *c->u.list.keys);
    }
    c->u.list.keys[c->u.list.len] = key ? strcpy(malloc(strlen(key) + 1), key) : NULL;
    c->u.list.items[c->u.list.len++] = item;
}

static void print_str(const char *s) {
    putchar('"');
    for (; *s; s++) {
        switch (*s) {
        case '"': fputs("\\\"", stdout); break;
        case '\\': fputs("\\\\", stdout); break;
        case '\n': fputs("\\n", stdout); break;
        case '\t': fputs("\\t", stdout); break;
        default:
            if ((unsigned char)*s < 0x20) printf("\\u%04x", *s);
            else putchar(*s);
        }
    }
    putchar('"');
}

static void jprint(const JVal *v, int indent) {
    switch (v->kind) {
    case J_NULL: fputs("null", stdout); break;
    case J_BOOL: fputs(v->u.b ? "true" : "false", stdout); break;
    case J_NUM: printf("%.15g", v->u.num); break;
    case J_STR: print_str(v->u.str); break;
    case J_ARR: case J_OBJ: {
        char open = v->kind == J_ARR ? '[' : '{', close = v->kind == J_ARR ? ']' : '}';
        if (v->u.list.len == 0) { printf("%c%c", open, close); break; }
        printf("%c\n", open);
        for (int i = 0; i < v->u.list.len; i++) {
            printf("%*s", indent + 2, "");
            if (v->kind == J_OBJ) { print_str(v->u.list.keys[i]); fputs(": ", stdout); }
            jprint(v->u.list.items[i], indent + 2);
            puts(i + 1 < v->u.list.len ? "," : "");
        }
        printf("%*s%c", indent, "", close);
        break;
    }
    }
}

static void count(const JVal *v, int depth, int *nodes, int *maxdepth) {
    ++*nodes;
    if (depth > *maxdepth) *maxdepth = depth;
    if (v->kind == J_ARR || v->kind == J_OBJ)
        for (int i = 0; i < v->u.list.len; i++) count(v->u.list.items[i], depth + 1, nodes, maxdepth);
}

static void jfree(JVal *v) {
    if (v->kind == J_STR) free(v->u.str);
    if (v->kind == J_ARR || v->kind == J_OBJ) {
        for (int i = 0; i < v->u.list.len; i++) { jfree(v->u.list.items[i]); free(v->u.list.keys[i]); }
        free(v->u.list.items);
        free(v->u.list.keys);
    }
    free(v);
}

int main(void) {
    JVal *root = jnew(J_OBJ);
    jpush(root, "name", jstr("widget \"pro\""));
    jpush(root, "price", jnum(19.99));
    jpush(root, "stock", jnum(1e6));
    jpush(root, "active", jbool(1));
    jpush(root, "notes", jstr("line1\nline2\ttabbed"));
    JVal *tags = jnew(J_ARR);
    const char *names[] = { "tools", "metal", "sale" };
    for (int i = 0; i < 3; i++) jpush(tags, NULL, jstr(names[i]));
    jpush(root, "tags", tags);
    JVal *dims = jnew(J_OBJ);
    jpush(dims, "w", jnum(0.1 + 0.2));
    jpush(dims, "h", jnum(-3));
    jpush(dims, "extra", jnew(J_NULL));
    jpush(dims, "empty", jnew(J_ARR));
    jpush(root, "dims", dims);
    jprint(root, 0);
    putchar('\n');
    int nodes = 0, depth = 0;
    count(root, 0, &nodes, &depth);
    printf("%d nodes, depth %d, sizeof(JVal)=%zu\n", nodes, depth, sizeof(JVal));
    jfree(root);
    return 0;
}
