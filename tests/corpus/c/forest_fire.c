// features: enum, struct, array_2d, static_local, switch_statement, integer_types, unsigned_types, memset, printf_flags
/* Drossel-Schwabl forest-fire cellular automaton with a seeded xorshift PRNG. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

#define W 40
#define H 16

typedef enum { EMPTY, TREE, FIRE, ASH } Cell;

typedef struct { uint64_t s; } Rng;

static uint64_t xorshift64(Rng *r) {
    uint64_t x = r->s;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return r->s = x;
}

/* Uniform double in [0,1) from the top 53 bits. */
static double uniform(Rng *r) { return (double)(xorshift64(r) >> 11) * (1.0 / 9007199254740992.0); }

typedef struct {
    double p_grow, p_lightning;
    int wind_dx, wind_dy; /* extra ignition reach downwind */
} Params;

typedef struct {
    Cell g[H][W];
    long burned_total;
    int largest_fire;
} Forest;

static int count(const Forest *f, Cell c) {
    int n = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) n += f->g[y][x] == c;
    return n;
}

static int burning_neighbour(const Forest *f, int y, int x, const Params *p) {
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            if (!dx && !dy) continue;
            int yy = (y + dy + H) % H, xx = (x + dx + W) % W; /* toroidal wrap */
            if (f->g[yy][xx] == FIRE) return 1;
        }
    if (p->wind_dx || p->wind_dy) {
        int yy = (y - 2 * p->wind_dy + 2 * H) % H, xx = (x - 2 * p->wind_dx + 2 * W) % W;
        if (f->g[yy][xx] == FIRE) return 1;
    }
    return 0;
}

static int step(Forest *f, const Params *p, Rng *rng) {
    static Cell next[H][W];
    int new_fires = 0;
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            Cell c = f->g[y][x];
            switch (c) {
            case FIRE: next[y][x] = ASH; f->burned_total++; break;
            case ASH: next[y][x] = EMPTY; break;
            case EMPTY: next[y][x] = uniform(rng) < p->p_grow ? TREE : EMPTY; break;
            case TREE:
                if (burning_neighbour(f, y, x, p) || uniform(rng) < p->p_lightning) { next[y][x] = FIRE; new_fires++; }
                else next[y][x] = TREE;
                break;
            }
        }
    memcpy(f->g, next, sizeof next);
    return new_fires;
}

static void draw(const Forest *f) {
    static const char glyph[] = " T*.";
    for (int y = 0; y < H; y++) {
        char line[W + 1];
        for (int x = 0; x < W; x++) line[x] = glyph[f->g[y][x]];
        line[W] = '\0';
        printf("|%s|\n", line);
    }
}

static void run(const char *label, Params p, uint64_t seed, int steps, int show) {
    Rng rng = { seed };
    Forest f;
    memset(&f, 0, sizeof f);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) f.g[y][x] = uniform(&rng) < 0.55 ? TREE : EMPTY;
    printf("== %s (seed %llu) ==\n", label, (unsigned long long)seed);
    int fire_len = 0, fire_size = 0, fires = 0;
    for (int t = 1; t <= steps; t++) {
        int ignited = step(&f, &p, &rng);
        if (ignited) { fire_len++; fire_size += ignited; }
        else if (fire_len) {
            fires++;
            if (fire_size > f.largest_fire) f.largest_fire = fire_size;
            fire_len = fire_size = 0;
        }
        if (t % 25 == 0)
            printf("t=%3d trees=%4d fire=%3d density=%.3f\n", t, count(&f, TREE), count(&f, FIRE),
                   (double)count(&f, TREE) / (W * H));
        if (t == show) draw(&f);
    }
    printf("burned %ld cells, %d completed fire episodes, largest %d\n\n", f.burned_total, fires, f.largest_fire);
}

int main(void) {
    Params calm = { 0.03, 0.0005, 0, 0 };
    Params windy = { 0.03, 0.0005, 1, 0 };
    Params dry = { 0.08, 0.002, 0, 1 };
    run("calm", calm, 42, 100, 60);
    run("windy", windy, 42, 100, 0);
    run("dry season", dry, 20240601ULL, 75, 0);
    Rng r = { 1 };
    printf("xorshift(1):");
    for (int i = 0; i < 4; i++) printf(" %016llx", (unsigned long long)xorshift64(&r));
    printf("\n");
    return 0;
}
