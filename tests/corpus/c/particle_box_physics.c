// features: struct_value_semantics, compound_literal, math_h, macro_object, printf_flags, main_exit_status
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

typedef struct { double x, y; } Vec2;
typedef struct {
    Vec2 pos, vel;
    double radius, mass;
    int bounces;
} Particle;

#define N 5
#define BOX_W 10.0
#define BOX_H 6.0
#define G -9.81
#define DT 0.01

static Vec2 vadd(Vec2 a, Vec2 b) { return (Vec2){a.x + b.x, a.y + b.y}; }
static Vec2 vsub(Vec2 a, Vec2 b) { return (Vec2){a.x - b.x, a.y - b.y}; }
static Vec2 vscale(Vec2 a, double k) { return (Vec2){a.x * k, a.y * k}; }
static double vdot(Vec2 a, Vec2 b) { return a.x * b.x + a.y * b.y; }
static double vlen(Vec2 a) { return hypot(a.x, a.y); }

static double kinetic(const Particle *p, int n) {
    double e = 0;
    for (int i = 0; i < n; i++) e += 0.5 * p[i].mass * vdot(p[i].vel, p[i].vel);
    return e;
}
static double potential(const Particle *p, int n) {
    double e = 0;
    for (int i = 0; i < n; i++) e += p[i].mass * -G * p[i].pos.y;
    return e;
}

static void walls(Particle *p, double restitution) {
    if (p->pos.x - p->radius < 0) { p->pos.x = p->radius; p->vel.x = -p->vel.x * restitution; p->bounces++; }
    if (p->pos.x + p->radius > BOX_W) { p->pos.x = BOX_W - p->radius; p->vel.x = -p->vel.x * restitution; p->bounces++; }
    if (p->pos.y - p->radius < 0) { p->pos.y = p->radius; p->vel.y = -p->vel.y * restitution; p->bounces++; }
    if (p->pos.y + p->radius > BOX_H) { p->pos.y = BOX_H - p->radius; p->vel.y = -p->vel.y * restitution; p->bounces++; }
}

static int collide(Particle *a, Particle *b) {
    Vec2 d = vsub(b->pos, a->pos);
    double dist = vlen(d);
    double overlap = a->radius + b->radius - dist;
    if (overlap <= 0 || dist == 0) return 0;
    Vec2 nrm = vscale(d, 1.0 / dist);
    double rel = vdot(vsub(a->vel, b->vel), nrm);
    if (rel <= 0) return 0;
    double imp = 2.0 * rel / (a->mass + b->mass);
    a->vel = vsub(a->vel, vscale(nrm, imp * b->mass));
    b->vel = vadd(b->vel, vscale(nrm, imp * a->mass));
    /* push apart proportionally */
    a->pos = vsub(a->pos, vscale(nrm, overlap * b->mass / (a->mass + b->mass)));
    b->pos = vadd(b->pos, vscale(nrm, overlap * a->mass / (a->mass + b->mass)));
    return 1;
}

int main(void) {
    Particle ps[N] = {
        {{1.0, 5.0}, {3.0, 0.0}, 0.30, 1.0, 0},
        {{4.0, 4.5}, {-1.5, 2.0}, 0.25, 0.5, 0},
        {{7.5, 1.0}, {-2.0, 6.0}, 0.40, 2.0, 0},
        {{2.5, 2.0}, {0.5, -1.0}, 0.20, 0.3, 0},
        {{9.0, 3.0}, {-4.0, 1.0}, 0.35, 1.5, 0},
    };
    double e0 = kinetic(ps, N) + potential(ps, N);
    printf("initial energy %.4f J\n", e0);
    int collisions = 0;
    const int steps = 600;
    for (int s = 1; s <= steps; s++) {
        for (int i = 0; i < N; i++) {
            ps[i].vel.y += G * DT;
            ps[i].pos = vadd(ps[i].pos, vscale(ps[i].vel, DT));
            walls(&ps[i], 0.9);
        }
        for (int i = 0; i < N; i++)
            for (int j = i + 1; j < N; j++) collisions += collide(&ps[i], &ps[j]);
        if (s % 150 == 0) {
            double ke = kinetic(ps, N), pe = potential(ps, N);
            printf("t=%4.2fs KE=%8.3f PE=%8.3f total=%8.3f (%+.1f%%) collisions=%d\n", s * DT, ke, pe, ke + pe,
                   100.0 * (ke + pe - e0) / e0, collisions);
        }
    }
    puts("final state:");
    for (int i = 0; i < N; i++) {
        Particle *p = &ps[i];
        double angle = atan2(p->vel.y, p->vel.x) * 180.0 / M_PI;
        printf(" #%d pos=(%6.3f,%6.3f) |v|=%7.4f dir=%7.2f deg bounces=%2d\n", i, p->pos.x, p->pos.y, vlen(p->vel), angle,
               p->bounces);
    }
    double maxh = 0;
    int top = -1;
    for (int i = 0; i < N; i++)
        if (ps[i].pos.y > maxh) { maxh = ps[i].pos.y; top = i; }
    printf("highest: #%d at %.2e m; floor(x)=%.0f ceil(y)=%.0f fmod=%.3f\n", top, maxh, floor(ps[top].pos.x),
           ceil(ps[top].pos.y), fmod(ps[top].pos.x, 1.0));
    printf("sqrt2=%.15g cbrt=%.6f exp=%g log10=%.3f pow=%g round=%.1f trunc=%.1f\n", sqrt(2.0), cbrt(27.5), exp(1.0),
           log10(12345.0), pow(2.0, -3), round(-2.5), trunc(-2.7));
    return collisions > 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
