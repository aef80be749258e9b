// features: flexible_array_member, malloc_free, sizeof, offsetof, struct, pointer_to_struct
// Variable-length messages as structs with a flexible array member, queued
// in a linked list; sizes reported as gcc lays them out.
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>

typedef struct Message {
    struct Message *next;
    unsigned short kind;
    unsigned short len;
    char body[];
} Message;

typedef struct {
    int count;
    double samples[];
} Series;

typedef struct {
    char tag;
    struct { short a; char b; } pairs[];
} Pairs;

static Message *message_new(unsigned short kind, const char *text) {
    size_t len = strlen(text);
    Message *m = malloc(sizeof *m + len + 1);
    if (!m) return NULL;
    m->next = NULL;
    m->kind = kind;
    m->len = (unsigned short)len;
    memcpy(m->body, text, len + 1);
    return m;
}

static Series *series_new(int n) {
    Series *s = calloc(1, sizeof(Series) + (size_t)n * sizeof(double));
    s->count = n;
    for (int i = 0; i < n; i++) s->samples[i] = 1.0 / (i + 1);
    return s;
}

int main(void) {
    printf("sizeof Message=%zu (body at %zu), Series=%zu (samples at %zu), Pairs=%zu (pairs at %zu)\n",
           sizeof(Message), offsetof(Message, body), sizeof(Series), offsetof(Series, samples), sizeof(Pairs),
           offsetof(Pairs, pairs));
    const char *texts[] = {"hello", "flexible array members", "", "queue tail"};
    Message *head = NULL, **tail = &head;
    for (int i = 0; i < 4; i++) {
        Message *m = message_new((unsigned short)(i + 1), texts[i]);
        *tail = m;
        tail = &m->next;
    }
    size_t bytes = 0;
    for (Message *m = head; m; m = m->next) {
        bytes += sizeof *m + m->len + 1;
        printf("kind %u len %2u body \"%s\" first '%c'\n", m->kind, m->len, m->body, m->len ? m->body[0] : '-');
    }
    printf("queue holds %zu bytes\n", bytes);
    while (head) {
        Message *next = head->next;
        free(head);
        head = next;
    }
    Series *s = series_new(5);
    double total = 0;
    for (int i = 0; i < s->count; i++) total += s->samples[i];
    printf("series of %d: H5 = %.6f\n", s->count, total);
    Series *bigger = realloc(s, sizeof(Series) + 8 * sizeof(double));
    bigger->count = 8;
    for (int i = 5; i < 8; i++) bigger->samples[i] = 1.0 / (i + 1);
    total = 0;
    for (int i = 0; i < bigger->count; i++) total += bigger->samples[i];
    printf("series of %d: H8 = %.6f\n", bigger->count, total);
    free(bigger);
    return 0;
}
