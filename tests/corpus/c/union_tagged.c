// features: union, enum, struct, switch_statement
#include <stdio.h>

enum Kind { INT, DBL, STR };

struct Value {
    enum Kind kind;
    union {
        int i;
        double d;
        const char *s;
    } as;
};

void print_value(struct Value v) {
    switch (v.kind) {
        case INT: printf("int %d\n", v.as.i); break;
        case DBL: printf("double %.3f\n", v.as.d); break;
        case STR: printf("string \"%s\"\n", v.as.s); break;
    }
}

int main(void) {
    struct Value vals[4];
    vals[0].kind = INT; vals[0].as.i = 42;
    vals[1].kind = DBL; vals[1].as.d = 3.14159;
    vals[2].kind = STR; vals[2].as.s = "hello";
    vals[3].kind = INT; vals[3].as.i = -7;
    for (int i = 0; i < 4; i++) print_value(vals[i]);
    union { int i; char c; } u;
    u.i = 5;
    printf("sizeof union = %zu\n", sizeof u);
    return 0;
}
