// features: alignof, static_assert, offsetof, sizeof, struct, exit_function
#include <assert.h>
#include <errno.h>
#include <locale.h>
#include <stdalign.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdnoreturn.h>
#include <string.h>

/* A packet codec checks its assumptions about the platform at compile time,
   prints the layout it relies on, and stops through a noreturn helper. */
static_assert(sizeof(int) == 4, "32-bit int expected");
_Static_assert(sizeof(void *) == 8, "64-bit pointers expected");

struct Packet {
    char kind;
    double value;
    short port;
    long long stamp;
};

static noreturn void fatal(const char *what, int code) {
    printf("fatal: %s (%s)\n", what, strerror(code));
    exit(2);
}

int main(void) {
    const char *loc = setlocale(LC_ALL, "C");
    printf("locale: %s\n", loc ? loc : "(none)");
    printf("exotic locale available: %s\n", setlocale(LC_NUMERIC, "xx_YY.UTF-8") ? "yes" : "no");
    printf("alignof: char %zu short %zu int %zu double %zu long long %zu Packet %zu\n", alignof(char), alignof(short),
           alignof(int), alignof(double), _Alignof(long long), alignof(struct Packet));
    printf("Packet: size %zu, value at %zu, port at %zu, stamp at %zu\n", sizeof(struct Packet),
           offsetof(struct Packet, value), offsetof(struct Packet, port), offsetof(struct Packet, stamp));
    size_t payload = sizeof(char) + sizeof(double) + sizeof(short) + sizeof(long long);
    printf("padding: %zu bytes\n", sizeof(struct Packet) - payload);
    if (sizeof(struct Packet) % alignof(struct Packet) != 0) fatal("misaligned", EINVAL);
    printf("errno codes: EDOM %d ERANGE %d EILSEQ %d\n", EDOM, ERANGE, EILSEQ);
    fatal("unsupported codec version", EILSEQ);
}
