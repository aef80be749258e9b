// features: offsetof, pointer_arithmetic, union, struct
// A record schema printer: each member's byte offset, from offsetof and from
// the classic (char *)&rec->member - (char *)rec, including members of
// anonymous structs and unions and elements of array members.
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

typedef struct {
    uint8_t kind;
    union {
        struct { int16_t x, y; double weight; };
        struct { uint32_t id; char label[6]; uint16_t crc; };
    };
    int64_t stamp;
    struct { char unit; float scale; };
} Record;

typedef struct { unsigned ready : 1; unsigned mode : 3; unsigned : 0; char name[10]; double value; } Config;

struct Member { const char *name; size_t offset; };

int main(void) {
    const struct Member schema[] = {
        { "kind", offsetof(Record, kind) }, { "x", offsetof(Record, x) }, { "y", offsetof(Record, y) },
        { "weight", offsetof(Record, weight) }, { "id", offsetof(Record, id) }, { "label", offsetof(Record, label) },
        { "crc", offsetof(Record, crc) }, { "stamp", offsetof(Record, stamp) }, { "unit", offsetof(Record, unit) },
        { "scale", offsetof(Record, scale) },
    };
    for (size_t i = 0; i < sizeof schema / sizeof *schema; i++) printf("%-7s @%2zu\n", schema[i].name, schema[i].offset);
    printf("sizeof(Record) = %zu\n", sizeof(Record));

    Record *r = calloc(1, sizeof *r);
    printf("by pointers: weight %td, label[4] %td, crc %td, scale %td\n", (char *)&r->weight - (char *)r,
           (char *)&r->label[4] - (char *)r, (char *)&r->crc - (char *)r, (char *)&r->scale - (char *)r);
    Record local;
    printf("local: stamp %td, y %td\n", (char *)&local.stamp - (char *)&local, (char *)&local.y - (char *)&local);
    printf("within label: %td\n", &r->label[5] - r->label);
    Config c;
    printf("Config: name %zu value %zu size %zu; name[3] %td\n", offsetof(Config, name), offsetof(Config, value),
           sizeof(Config), (char *)&c.name[3] - (char *)&c);
    free(r);
    return 0;
}
