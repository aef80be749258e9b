// features: enum, typedef, function_pointer, function_pointer_array, switch_statement
#include <stdio.h>

enum Color { RED = 1, GREEN = 2, BLUE = 4, WHITE = RED | GREEN | BLUE };
typedef enum { MON, TUE, WED = 10, THU, FRI } Day;

typedef int (*BinOp)(int, int);
typedef double (*Transform)(double);

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static int mul(int a, int b) { return a * b; }
static double half(double x) { return x / 2; }
static double sq(double x) { return x * x; }

struct Command { const char *name; BinOp fn; };

int apply(BinOp op, int a, int b) { return op(a, b); }
double chain(Transform *fs, int n, double x) {
    for (int i = 0; i < n; i++) x = fs[i](x);
    return x;
}
const char *color_name(enum Color c) {
    switch (c) {
        case RED: return "red";
        case GREEN: return "green";
        case BLUE: return "blue";
        case WHITE: return "white";
        default: return "mixed";
    }
}

int main(void) {
    printf("%d %d %d %d\n", RED, GREEN, BLUE, WHITE);
    Day d = THU;
    printf("MON=%d TUE=%d THU=%d FRI=%d d=%d\n", MON, TUE, d, FRI, d);
    for (int c = RED; c <= WHITE; c++) printf("%d=%s ", c, color_name(c));
    printf("\n");
    struct Command cmds[] = {{"add", add}, {"sub", sub}, {"mul", mul}};
    for (int i = 0; i < 3; i++) printf("%s(7,3)=%d\n", cmds[i].name, cmds[i].fn(7, 3));
    BinOp op = mul;
    printf("apply=%d\n", apply(op, 6, 7));
    printf("deref=%d\n", (*op)(2, 5));
    Transform fs[] = {sq, half, sq};
    printf("chain=%.2f\n", chain(fs, 3, 3.0));
    int (*table[2])(int, int) = {add, sub};
    printf("table=%d\n", table[1](10, 4));
    enum Color mix = RED | BLUE;
    printf("mix=%d name=%s\n", mix, color_name(mix));
    return 0;
}
