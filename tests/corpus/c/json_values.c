// features: union, struct, enum, designated_initializer, compound_literal, sizeof, recursion, printf_flags
#include <stdio.h>
#include <string.h>

/* A JSON-like value with C11 anonymous members: the payload union and the
   pair of array fields are reached as v.num, v.str, v.items, v.count. */
typedef enum { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR } JType;

typedef struct JValue {
    JType type;
    union {
        int boolean;
        double num;
        const char *str;
        struct {
            const struct JValue *items;
            int count;
        };
    };
} JValue;

typedef struct {
    char tag;
    struct { unsigned char r, g, b; };
    union { float weight; unsigned int bits; };
} Swatch;

static void emit(const JValue *v, int indent) {
    switch (v->type) {
    case J_NULL: printf("null"); break;
    case J_BOOL: printf(v->boolean ? "true" : "false"); break;
    case J_NUM: printf("%g", v->num); break;
    case J_STR: printf("\"%s\"", v->str); break;
    case J_ARR:
        printf("[\n");
        for (int i = 0; i < v->count; i++) {
            printf("%*s", indent + 2, "");
            emit(&v->items[i], indent + 2);
            printf(i + 1 < v->count ? ",\n" : "\n");
        }
        printf("%*s]", indent, "");
        break;
    }
}

static double total(const JValue *v) {
    if (v->type == J_NUM) return v->num;
    double s = 0;
    if (v->type == J_ARR)
        for (int i = 0; i < v->count; i++) s += total(&v->items[i]);
    return s;
}

int main(void) {
    JValue inner[] = {
        { .type = J_NUM, .num = 2.5 },
        { .type = J_STR, .str = "nested" },
    };
    JValue items[] = {
        { .type = J_NUM, .num = 42 },
        { .type = J_BOOL, .boolean = 1 },
        { .type = J_NULL },
        { .type = J_STR, .str = "hello" },
        { .type = J_ARR, .items = inner, .count = 2 },
    };
    JValue root = { .type = J_ARR, .items = items, .count = (int)(sizeof items / sizeof items[0]) };
    emit(&root, 0);
    printf("\nsum of numbers: %.2f\n", total(&root));
    JValue copy = root;
    copy.count = 2;
    emit(&copy, 0);
    printf("\nroot still has %d items\n", root.count);
    printf("sizeof(JValue)=%zu\n", sizeof(JValue));

    Swatch s = { 'a', { 200, 100, 50 }, { 0.75f } };
    Swatch t = { .tag = 'b', .r = 1, .g = 2, .b = 3, .weight = 1.5f };
    printf("%c rgb(%u,%u,%u) w=%.2f\n", s.tag, s.r, s.g, s.b, s.weight);
    printf("%c rgb(%u,%u,%u) w=%.2f\n", t.tag, t.r, t.g, t.b, t.weight);
    printf("sizeof(Swatch)=%zu\n", sizeof(Swatch));
    return 0;
}
