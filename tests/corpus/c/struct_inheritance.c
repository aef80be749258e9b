// features: pointer_to_struct, type_cast, function_pointer, struct, malloc_free, type_punning
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

typedef struct Shape Shape;
typedef struct { const char *name; double (*area)(const Shape *); } Vtbl;
struct Shape { const Vtbl *vt; int id; };
typedef struct { Shape base; double r; } Circle;
typedef struct { Shape base; double w, h; } Rect;
typedef struct { Rect rect; int layer; } Layered;

static double circle_area(const Shape *s) { const Circle *c = (const Circle *)s; return 3.0 * c->r * c->r; }
static double rect_area(const Shape *s) { const Rect *r = (const Rect *)s; return r->w * r->h; }
static const Vtbl circle_vt = { "circle", circle_area };
static const Vtbl rect_vt = { "rect", rect_area };

static Shape *new_circle(int id, double r) {
    Circle *c = malloc(sizeof *c);
    c->base.vt = &circle_vt;
    c->base.id = id;
    c->r = r;
    return &c->base;
}
static Shape *new_rect(int id, double w, double h) {
    Rect *r = malloc(sizeof *r);
    *r = (Rect){ { &rect_vt, id }, w, h };
    return (Shape *)r;
}

int main(void) {
    Shape *all[] = { new_circle(1, 2.0), new_rect(2, 3, 4), new_circle(3, 0.5) };
    for (int i = 0; i < 3; i++) printf("#%d %s %.2f\n", all[i]->id, all[i]->vt->name, all[i]->vt->area(all[i]));
    Rect copy;
    memcpy(&copy, all[1], sizeof copy);
    copy.w = 10;
    printf("copy %.1f original %.1f\n", rect_area(&copy.base), rect_area(all[1]));
    Layered l = { { { &rect_vt, 9 }, 2, 5 }, 3 };
    Shape *s = (Shape *)&l;
    Layered *back = (Layered *)s;
    printf("layered id=%d area=%.1f layer=%d\n", s->id, s->vt->area(s), back->layer);
    double d = 3.0;
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    float f = 1.0f;
    uint32_t fb;
    memcpy(&fb, &f, sizeof fb);
    int32_t neg = -2;
    uint32_t ub;
    memcpy(&ub, &neg, 4);
    printf("%016llx %08x %u\n", (unsigned long long)bits, fb, ub);
    bits = 0x4059000000000000ULL;
    memcpy(&d, &bits, sizeof d);
    printf("%g\n", d);
    for (int i = 0; i < 3; i++) free(all[i]);
    return 0;
}
