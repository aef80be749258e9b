// features: struct_value_semantics, compound_literal, designated_initializer, nested_struct, math_h
#include <stdio.h>
#include <string.h>
#include <math.h>

typedef struct { double x, y; } Vec2;
typedef struct { Vec2 min, max; } Box;
typedef struct {
    char name[12];
    int scores[3];
    Vec2 pos;
} Player;

Vec2 vadd(Vec2 a, Vec2 b) { return (Vec2){a.x + b.x, a.y + b.y}; }
Vec2 vscale(Vec2 v, double k) { v.x *= k; v.y *= k; return v; }
double vlen(Vec2 v) { return sqrt(v.x * v.x + v.y * v.y); }
Box bbox(const Vec2 *pts, int n) {
    Box b = {pts[0], pts[0]};
    for (int i = 1; i < n; i++) {
        if (pts[i].x < b.min.x) b.min.x = pts[i].x;
        if (pts[i].y < b.min.y) b.min.y = pts[i].y;
        if (pts[i].x > b.max.x) b.max.x = pts[i].x;
        if (pts[i].y > b.max.y) b.max.y = pts[i].y;
    }
    return b;
}
int total(const Player *p) { int t = 0; for (int i = 0; i < 3; i++) t += p->scores[i]; return t; }

int main(void) {
    Vec2 a = {1.5, -2.0}, b = {.y = 4.0, .x = 0.5};
    Vec2 c = vadd(a, b);
    printf("c=(%.2f, %.2f) |c|=%.4f\n", c.x, c.y, vlen(c));
    Vec2 d = vscale(c, 3);
    printf("d=(%.2f, %.2f) c unchanged=(%.2f, %.2f)\n", d.x, d.y, c.x, c.y);
    Vec2 pts[] = {{1, 1}, {-3, 2}, {4, -5}, {0, 7}};
    Box bx = bbox(pts, 4);
    printf("box [%g,%g]-[%g,%g]\n", bx.min.x, bx.min.y, bx.max.x, bx.max.y);
    Player ps[2] = {{"ann", {10, 20, 30}, {0, 0}}, {"bo", {5, 5, 50}, {1, 2}}};
    Player copy = ps[0];
    copy.scores[0] = 99;
    strcpy(copy.name, "ann2");
    printf("%s %d / %s %d\n", ps[0].name, total(&ps[0]), copy.name, total(&copy));
    Player *best = total(&ps[0]) >= total(&ps[1]) ? &ps[0] : &ps[1];
    printf("best=%s at (%.0f,%.0f)\n", best->name, best->pos.x, best->pos.y);
    ps[1] = ps[0];
    ps[1].pos.y = 42;
    printf("%s %.0f %.0f\n", ps[1].name, ps[0].pos.y, ps[1].pos.y);
    Player *q = &ps[1];
    *q = copy;
    printf("%s %d\n", ps[1].name, ps[1].scores[0]);
    return 0;
}
