// features: union, compound_literal, designated_initializer, switch_statement, math_h
#include <stdio.h>
#include <math.h>
#include <string.h>

typedef enum { CIRCLE, RECT, TRIANGLE } Kind;

typedef struct {
    Kind kind;
    char label[12];
    union {
        struct { double r; } circle;
        struct { double w, h; } rect;
        struct { double a, b, c; } tri;
    } u;
} Shape;

static double area(const Shape *s) {
    switch (s->kind) {
    case CIRCLE: return 3.141592653589793 * s->u.circle.r * s->u.circle.r;
    case RECT: return s->u.rect.w * s->u.rect.h;
    case TRIANGLE: {
        double p = (s->u.tri.a + s->u.tri.b + s->u.tri.c) / 2;
        return sqrt(p * (p - s->u.tri.a) * (p - s->u.tri.b) * (p - s->u.tri.c));
    }
    }
    return 0;
}

static double perimeter(const Shape *s) {
    switch (s->kind) {
    case CIRCLE: return 2 * 3.141592653589793 * s->u.circle.r;
    case RECT: return 2 * (s->u.rect.w + s->u.rect.h);
    default: return s->u.tri.a + s->u.tri.b + s->u.tri.c;
    }
}

static Shape make_circle(const char *label, double r) {
    Shape s;
    memset(&s, 0, sizeof s);
    s.kind = CIRCLE;
    strncpy(s.label, label, sizeof s.label - 1);
    s.u.circle.r = r;
    return s;
}

int main(void) {
    Shape shapes[5];
    shapes[0] = make_circle("wheel", 1.5);
    shapes[1] = (Shape){RECT, "door", .u.rect = {0.9, 2.1}};
    shapes[2] = (Shape){.kind = TRIANGLE, .label = "sail", .u.tri = {3, 4, 5}};
    shapes[3] = make_circle("coin", 0.0125);
    shapes[4] = (Shape){RECT, "field", {.rect = {100, 60}}};
    double total = 0;
    const Shape *largest = &shapes[0];
    for (int i = 0; i < 5; i++) {
        double a = area(&shapes[i]);
        total += a;
        if (a > area(largest)) largest = &shapes[i];
        printf("%-6s kind=%d area=%12.4f perimeter=%9.3f\n", shapes[i].label, shapes[i].kind, a, perimeter(&shapes[i]));
    }
    printf("total area %.3f, largest %s\n", total, largest->label);
    printf("sizeof(Shape)=%zu\n", sizeof(Shape));
    return 0;
}
