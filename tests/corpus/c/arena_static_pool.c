// features: char_array, pointer_to_struct, pointer_arithmetic, type_cast, array_of_structs
/* A bump allocator over a static char pool, as embedded code and compilers
 * do: structs, float pairs and ints carved out of one byte array, reached
 * through typed pointers (implicit from void * and explicit casts). */
#include <stdio.h>
#include <string.h>
#include <stddef.h>
#include <stdlib.h>

typedef struct Token { int kind; double value; char text[12]; struct Token *next; } Token;
typedef struct { float x, y; } Vec2;

static unsigned char pool[2048];
static size_t pool_top;

static void *pool_alloc(size_t n) {
    size_t align = sizeof(void *);
    pool_top = (pool_top + align - 1) & ~(align - 1);
    if (pool_top + n > sizeof pool) return NULL;
    void *p = pool + pool_top;
    pool_top += n;
    return p;
}

static void pool_reset(void) { pool_top = 0; }

int main(void) {
    const char *src = "12 + 3.5 * x - 7";
    Token *head = NULL, **tail = &head;
    char buf[64];
    strcpy(buf, src);
    for (char *w = strtok(buf, " "); w; w = strtok(NULL, " ")) {
        Token *t = pool_alloc(sizeof *t);
        t->kind = (w[0] >= '0' && w[0] <= '9') ? 'n' : (w[0] >= 'a' && w[0] <= 'z') ? 'i' : 'o';
        t->value = t->kind == 'n' ? strtod(w, NULL) : 0.0;
        strncpy(t->text, w, sizeof t->text - 1);
        t->text[sizeof t->text - 1] = '\0';
        t->next = NULL;
        *tail = t;
        tail = &t->next;
    }
    int n = 0;
    for (Token *t = head; t; t = t->next, n++) printf("%c %-4s %5.2f\n", t->kind, t->text, t->value);
    printf("%d tokens, %zu bytes used\n", n, pool_top);

    Vec2 *poly = (Vec2 *)pool_alloc(5 * sizeof(Vec2));
    const float xs[] = {0, 4, 4, 2, 0}, ys[] = {0, 0, 3, 5, 3};
    for (int i = 0; i < 5; i++) { poly[i].x = xs[i]; poly[i].y = ys[i]; }
    double area = 0;
    for (int i = 0; i < 5; i++) {
        const Vec2 *a = &poly[i], *b = &poly[(i + 1) % 5];
        area += a->x * b->y - b->x * a->y;
    }
    printf("polygon area %.1f, %zu bytes used\n", area / 2, pool_top);

    int *hist = pool_alloc(10 * sizeof(int));
    for (int i = 0; i < 10; i++) hist[i] = 0;
    for (const char *p = src; *p; p++)
        if (*p >= '0' && *p <= '9') hist[*p - '0']++;
    for (int i = 0; i < 10; i++)
        if (hist[i]) printf("digit %d x%d\n", i, hist[i]);

    pool_reset();
    Token *again = pool_alloc(sizeof(Token));
    again->kind = 'e';
    again->value = -1;
    strcpy(again->text, "<eof>");
    printf("after reset: %c %s %.0f, %zu bytes used\n", again->kind, again->text, again->value, pool_top);
    return 0;
}
