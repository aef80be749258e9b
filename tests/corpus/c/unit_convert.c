// features: enum, sscanf, string_h, array_of_structs, pointer_to_struct, stdlib_h
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <errno.h>

typedef enum { LENGTH, MASS, TEMP } Dim;
typedef struct { const char *name; Dim dim; double factor; double offset; } Unit;

static const Unit units[] = {
    {"m", LENGTH, 1.0, 0}, {"km", LENGTH, 1000.0, 0}, {"mi", LENGTH, 1609.344, 0}, {"ft", LENGTH, 0.3048, 0},
    {"in", LENGTH, 0.0254, 0}, {"kg", MASS, 1.0, 0}, {"lb", MASS, 0.45359237, 0}, {"oz", MASS, 0.028349523125, 0},
    {"C", TEMP, 1.0, 273.15}, {"K", TEMP, 1.0, 0}, {"F", TEMP, 5.0 / 9.0, 459.67 * 5.0 / 9.0},
};

static const Unit *lookup(const char *name) {
    for (size_t i = 0; i < sizeof units / sizeof units[0]; i++)
        if (strcmp(units[i].name, name) == 0) return &units[i];
    return NULL;
}

static int convert(const char *query, double *out, const char **unit_to) {
    char buf[64], from[8], to[8];
    double v;
    strncpy(buf, query, sizeof buf - 1);
    buf[sizeof buf - 1] = '\0';
    if (sscanf(buf, "%lf %7s to %7s", &v, from, to) != 3) return EINVAL;
    const Unit *a = lookup(from), *b = lookup(to);
    if (!a || !b) return ENOENT;
    if (a->dim != b->dim) return EDOM;
    double base = v * a->factor + a->offset;
    *out = (base - b->offset) / b->factor;
    *unit_to = b->name;
    return 0;
}

int main(void) {
    const char *queries[] = {
        "5 km to mi", "26.2 mi to km", "100 C to F", "-40 F to C", "0 K to C", "12 oz to lb",
        "6 ft to in", "3 kg to m", "7 parsec to m", "banana",
    };
    for (size_t i = 0; i < sizeof queries / sizeof *queries; i++) {
        double r;
        const char *u;
        int err = convert(queries[i], &r, &u);
        if (err) printf("%-14s -> error %d (%s)\n", queries[i], err, strerror(err));
        else printf("%-14s -> %.4g %s\n", queries[i], r, u);
    }
    return 0;
}
