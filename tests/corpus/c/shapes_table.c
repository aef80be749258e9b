// features: union, enum, designated_initializer, compound_literal, nested_struct, switch_statement, math_h
#define _DEFAULT_SOURCE
#include <stdio.h>
#include <math.h>

typedef enum { CIRCLE, RECT, TRIANGLE } Kind;

typedef struct {
    Kind kind;
    const char *label;
    union {
        struct { double r; } circle;
        struct { double w, h; } rect;
        struct { double a, b, c; } tri;
    } u;
} Shape;

typedef struct {
    const char *name;
    int points[3][2];
} Polygon;

static double area(const Shape *s) {
    switch (s->kind) {
    case CIRCLE: return M_PI * s->u.circle.r * s->u.circle.r;
    case RECT: return s->u.rect.w * s->u.rect.h;
    case TRIANGLE: {
        double p = (s->u.tri.a + s->u.tri.b + s->u.tri.c) / 2;
        return sqrt(p * (p - s->u.tri.a) * (p - s->u.tri.b) * (p - s->u.tri.c));
    }
    }
    return 0;
}

int main(void) {
    Shape shapes[] = {
        {.kind = CIRCLE, .label = "coin", .u.circle = {.r = 1.25}},
        {.kind = RECT, .label = "door", .u.rect = {.w = 0.9, .h = 2.1}},
        {.kind = TRIANGLE, .label = "sail", .u.tri = {3, 4, 5}},
        {RECT, "tile", .u.rect.w = 0.3, .u.rect.h = 0.3},
    };
    double total = 0;
    for (size_t i = 0; i < sizeof shapes / sizeof shapes[0]; i++) {
        double a = area(&shapes[i]);
        total += a;
        printf("%-5s kind=%d area=%+.3e (%g)\n", shapes[i].label, shapes[i].kind, a, a);
    }
    printf("total=%.4f\n", total);
    Polygon polys[] = {
        {"tri1", {[0] = {0, 0}, [1] = {4, 0}, [2] = {0, 3}}},
        {.name = "tri2", .points = {{1, 1}, {5, 2}, {2, 6}}},
    };
    for (int i = 0; i < 2; i++) {
        int (*pt)[2] = polys[i].points;
        int twice = pt[0][0] * (pt[1][1] - pt[2][1]) + pt[1][0] * (pt[2][1] - pt[0][1]) + pt[2][0] * (pt[0][1] - pt[1][1]);
        printf("%s shoelace area=%.1f\n", polys[i].name, fabs(twice) / 2.0);
    }
    Shape *sp = &(Shape){.kind = CIRCLE, .label = "tmp", .u.circle.r = 2};
    printf("compound: %s %.5f\n", sp->label, area(sp));
    printf("sizeof Shape=%zu\n", sizeof(Shape));
    return 0;
}
