// features: malloc_free, type_punning, qsort, struct, sizeof
/* A stack of fixed-size records kept in a char buffer: values go in and
   out with memcpy, peeks read them through a cast, qsort sorts records. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char *data;
    size_t width, depth, room;
} ByteStack;

static void bs_init(ByteStack *s, size_t width) {
    s->width = width;
    s->depth = 0;
    s->room = 2;
    s->data = malloc(s->room * width);
}

static void bs_push(ByteStack *s, const void *rec) {
    if (s->depth == s->room) {
        s->room *= 2;
        s->data = realloc(s->data, s->room * s->width);
    }
    memcpy(s->data + s->depth++ * s->width, rec, s->width);
}

static int bs_pop(ByteStack *s, void *rec) {
    if (s->depth == 0) return 0;
    memcpy(rec, s->data + --s->depth * s->width, s->width);
    return 1;
}

static const void *bs_top(const ByteStack *s) { return s->depth ? s->data + (s->depth - 1) * s->width : NULL; }

typedef struct {
    int line;
    char kind;
    float weight;
} Frame;

static int heavier_first(const void *a, const void *b) {
    const Frame *x = a, *y = b;
    if (x->weight != y->weight) return x->weight < y->weight ? 1 : -1;
    return x->line - y->line;
}

static int ascending(const void *a, const void *b) {
    unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
    return x < y ? -1 : x > y;
}

int main(void) {
    ByteStack nums;
    bs_init(&nums, sizeof(unsigned));
    for (unsigned i = 0; i < 7; i++) {
        unsigned v = (i * 2654435761u) >> 28;
        bs_push(&nums, &v);
    }
    printf("top %u of %zu\n", *(const unsigned *)bs_top(&nums), nums.depth);
    qsort(nums.data, nums.depth, nums.width, ascending);
    unsigned u;
    while (bs_pop(&nums, &u)) printf("%u ", u);
    printf("| empty top: %s\n", bs_top(&nums) ? "no" : "yes");

    ByteStack frames;
    bs_init(&frames, sizeof(Frame));
    const char kinds[] = "cfrcx";
    for (int i = 0; i < 5; i++) {
        Frame f = {10 * (i + 1), kinds[i], (float)((i * 3) % 4) + 0.5f};
        bs_push(&frames, &f);
    }
    const Frame *top = bs_top(&frames);
    printf("top frame: line %d kind %c weight %.1f\n", top->line, top->kind, top->weight);
    qsort(frames.data, frames.depth, sizeof(Frame), heavier_first);
    Frame f;
    while (bs_pop(&frames, &f)) printf("(%d %c %.1f) ", f.line, f.kind, f.weight);
    printf("\nroom grew to %zu\n", frames.room);
    free(nums.data);
    free(frames.data);
    return 0;
}
