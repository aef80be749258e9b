// features: bitfield, union, bitwise_operators, designated_initializer, inttypes_h, string_h, sizeof
#include <stdio.h>
#include <stdint.h>
#include <string.h>

enum { F_FRAGILE = 1u << 0, F_COLD = 1u << 1, F_HAZMAT = 1u << 2, F_OVERSIZE = 1u << 3, F_EXPRESS = 1u << 4 };

typedef struct {
    uint16_t warehouse : 4;
    uint16_t aisle : 6;
    uint16_t shelf : 6;
} Location;

typedef union {
    Location loc;
    uint16_t packed;
} LocCode;

typedef struct {
    const char *sku;
    uint8_t flags;
    LocCode where;
    uint32_t qty;
} Item;

static void describe_flags(uint8_t f, char *buf, size_t cap) {
    static const char *names[] = {"fragile", "cold", "hazmat", "oversize", "express"};
    buf[0] = '\0';
    for (int b = 0; b < 5; b++) {
        if (f & (1u << b)) {
            if (buf[0]) strncat(buf, "|", cap - strlen(buf) - 1);
            strncat(buf, names[b], cap - strlen(buf) - 1);
        }
    }
    if (!buf[0]) snprintf(buf, cap, "-");
}

static int popcount8(uint8_t v) {
    int c = 0;
    while (v) { v &= (uint8_t)(v - 1); c++; }
    return c;
}

int main(void) {
    Item items[] = {
        {"GLASS-01", F_FRAGILE | F_EXPRESS, {.loc = {2, 13, 5}}, 40},
        {"ICE-22", F_COLD, {.loc = {1, 2, 60}}, 500},
        {"ACID-7", F_HAZMAT | F_FRAGILE | F_COLD, {.loc = {15, 63, 0}}, 12},
        {"SOFA-9", F_OVERSIZE, {.loc = {3, 40, 1}}, 3},
        {"BOLT-M4", 0, {.loc = {0, 0, 0}}, 100000},
    };
    char buf[64];
    for (size_t i = 0; i < sizeof items / sizeof items[0]; i++) {
        Item *it = &items[i];
        describe_flags(it->flags, buf, sizeof buf);
        printf("%-8s W%02u-A%02u-S%02u code=0x%04x flags=%-22s (%d) qty=%u\n", it->sku, it->where.loc.warehouse,
               it->where.loc.aisle, it->where.loc.shelf, it->where.packed, buf, popcount8(it->flags), it->qty);
    }
    uint8_t cold_or_hazmat = 0;
    for (size_t i = 0; i < 5; i++) if (items[i].flags & (F_COLD | F_HAZMAT)) cold_or_hazmat |= (uint8_t)(1u << i);
    printf("special handling mask: 0x%02X\n", cold_or_hazmat);
    items[1].where.packed ^= 0x3F;
    printf("ICE-22 moved to shelf %u (aisle %u)\n", items[1].where.loc.shelf, items[1].where.loc.aisle);
    printf("sizeof Location=%zu LocCode=%zu Item=%zu\n", sizeof(Location), sizeof(LocCode), sizeof(Item));
    return 0;
}
