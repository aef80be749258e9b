// features: struct, struct_value_semantics, nested_struct, typedef, designated_initializer
#include <stdio.h>

typedef struct { double x, y; } Vec;
typedef struct { Vec origin; Vec size; char name[16]; } Rect;

Vec add(Vec a, Vec b) { Vec r = {a.x + b.x, a.y + b.y}; return r; }
void scale_copy(Vec v, double k) { v.x *= k; v.y *= k; printf("inside: %.1f %.1f\n", v.x, v.y); }
void scale_ptr(Vec *v, double k) { v->x *= k; v->y *= k; }
double area(Rect r) { return r.size.x * r.size.y; }

int main(void) {
    Vec a = {1.5, 2.0};
    Vec b = {.y = 4.0, .x = -1.0};
    Vec c = add(a, b);
    printf("c = (%.2f, %.2f)\n", c.x, c.y);
    scale_copy(a, 10);
    printf("a after copy call: %.1f %.1f\n", a.x, a.y);
    scale_ptr(&a, 10);
    printf("a after ptr call: %.1f %.1f\n", a.x, a.y);
    Rect r1 = {{0, 0}, {3, 4}, "first"};
    Rect r2 = r1;
    r2.size.x = 10;
    r2.name[0] = 'F';
    printf("%s %.1f / %s %.1f\n", r1.name, area(r1), r2.name, area(r2));
    Vec arr[3];
    for (int i = 0; i < 3; i++) { arr[i].x = i; arr[i].y = i * i; }
    Vec t = arr[2];
    t.x = 99;
    printf("arr[2] = (%.0f, %.0f), t.x = %.0f\n", arr[2].x, arr[2].y, t.x);
    printf("sizeof(Vec)=%zu sizeof(Rect)=%zu\n", sizeof(Vec), sizeof(Rect));
    return 0;
}
