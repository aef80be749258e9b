// features: union, nested_struct, unsigned_types, array_of_structs, designated_initializer, pointer_to_struct, bitwise_operators
#include <stdio.h>
#include <stdint.h>
#include <string.h>

/* Colours stored once, read as channels or as one packed word. */
typedef struct {
    const char *name;
    union {
        struct { uint8_t r, g, b, a; } ch;
        uint32_t word;
    };
} Swatch;

typedef struct {
    char op;
    union {
        struct { int16_t dx, dy; } step;
        uint32_t bits;
    };
} Move;

static uint8_t luminance(const Swatch *s) {
    return (uint8_t)((s->ch.r * 299 + s->ch.g * 587 + s->ch.b * 114) / 1000);
}

int main(void) {
    Swatch pal[] = {
        { "red", { .ch = { 255, 0, 0, 255 } } },
        { "teal", { .word = 0xff808000u } },
        { "gray", { .ch = { 128, 128, 128, 200 } } },
    };
    size_t n = sizeof pal / sizeof pal[0];
    for (size_t i = 0; i < n; i++)
        printf("%-5s word=%08x rgba=(%3u,%3u,%3u,%3u) lum=%u\n", pal[i].name, pal[i].word,
               pal[i].ch.r, pal[i].ch.g, pal[i].ch.b, pal[i].ch.a, luminance(&pal[i]));
    Swatch *t = &pal[1];
    t->ch.b = 0x10;
    t->word ^= 0xff000000u;
    printf("teal now %08x alpha %u blue %u\n", t->word, t->ch.a, t->ch.b);
    Move path[3];
    memset(path, 0, sizeof path);
    int16_t d[][2] = { { 2, -1 }, { -3, 4 }, { 0, 7 } };
    for (int i = 0; i < 3; i++) {
        path[i].op = 'm';
        path[i].step.dx = d[i][0];
        path[i].step.dy = d[i][1];
        printf("move %d bits %08x\n", i, path[i].bits);
    }
    path[0].bits = 0x0001ffffu;
    printf("decoded dx=%d dy=%d\n", path[0].step.dx, path[0].step.dy);
    return 0;
}
