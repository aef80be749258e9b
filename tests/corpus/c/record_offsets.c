// features: offsetof, sizeof, struct, nested_struct, union, printf_flags
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>

/* Prints the memory layout of a few records the way a protocol document
   would: each field's offset, size and the padding before it. */
struct Header {
    uint8_t version;
    uint32_t length;
    uint16_t flags;
};

typedef struct {
    char tag;
    double amount;
    int quantity;
    char note[5];
    long long id;
} LineItem;

struct Point { short x, y; };
struct Shape {
    char kind;
    struct Point origin;
    struct Point corners[3];
    float scale;
};

union Value { int i; double d; char bytes[12]; };

#define FIELD(T, f) printf("  %-10s offset %2zu size %2zu\n", #f, offsetof(T, f), sizeof(((T *)0)->f))

int main(void) {
    printf("struct Header: %zu bytes\n", sizeof(struct Header));
    FIELD(struct Header, version);
    FIELD(struct Header, length);
    FIELD(struct Header, flags);
    printf("LineItem: %zu bytes\n", sizeof(LineItem));
    FIELD(LineItem, tag);
    FIELD(LineItem, amount);
    FIELD(LineItem, quantity);
    FIELD(LineItem, note);
    FIELD(LineItem, id);
    printf("struct Shape: %zu bytes\n", sizeof(struct Shape));
    FIELD(struct Shape, kind);
    FIELD(struct Shape, origin);
    FIELD(struct Shape, corners);
    FIELD(struct Shape, scale);
    printf("union Value: %zu bytes, d at %zu, bytes at %zu\n", sizeof(union Value), offsetof(union Value, d),
           offsetof(union Value, bytes));
    size_t used = sizeof(char) + sizeof(double) + sizeof(int) + 5 + sizeof(long long);
    printf("LineItem padding: %zu of %zu bytes\n", sizeof(LineItem) - used, sizeof(LineItem));
    return 0;
}
