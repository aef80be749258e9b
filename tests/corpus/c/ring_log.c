// features: variadic_function_definition, enum, memset, array_2d, printf_flags, macro_object
#include <stdio.h>
#include <stdarg.h>
#include <string.h>
#include <stdlib.h>

#define SLOTS 4
#define MSG 48

typedef enum { DEBUG, INFO, WARN, ERROR } Level;
static const char *const level_names[] = {"DEBUG", "INFO", "WARN", "ERROR"};

typedef struct {
    char lines[SLOTS][MSG];
    Level levels[SLOTS];
    unsigned head, count, dropped;
    Level min_level;
} RingLog;

static void ring_init(RingLog *r, Level min) {
    memset(r, 0, sizeof *r);
    r->min_level = min;
}

static int ring_log(RingLog *r, Level lv, const char *fmt, ...) {
    if (lv < r->min_level) return 0;
    va_list ap;
    va_start(ap, fmt);
    unsigned slot = (r->head + r->count) % SLOTS;
    if (r->count == SLOTS) {
        r->head = (r->head + 1) % SLOTS;
        r->dropped++;
    } else {
        r->count++;
    }
    int n = vsnprintf(r->lines[slot], MSG, fmt, ap);
    va_end(ap);
    r->levels[slot] = lv;
    return n;
}

static void ring_dump(const RingLog *r) {
    printf("-- %u entries, %u dropped --\n", r->count, r->dropped);
    for (unsigned i = 0; i < r->count; i++) {
        unsigned slot = (r->head + i) % SLOTS;
        printf("[%-5s] %s\n", level_names[r->levels[slot]], r->lines[slot]);
    }
}

int main(void) {
    RingLog log;
    ring_init(&log, INFO);
    ring_log(&log, DEBUG, "not shown %d", 1);
    ring_log(&log, INFO, "service %s starting on port %d", "api", 8080);
    ring_log(&log, WARN, "disk at %.1f%%", 91.25);
    ring_dump(&log);
    for (int i = 0; i < 5; i++)
        ring_log(&log, i % 2 ? ERROR : INFO, "request %03d took %5.2f ms", i, 1.5 * i + 0.25);
    int n = ring_log(&log, WARN, "a very long message that will certainly be truncated by the ring buffer slot size");
    printf("vsnprintf wanted %d chars\n", n);
    ring_dump(&log);
    return 0;
}
