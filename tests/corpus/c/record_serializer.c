// features: type_punning, type_cast, pointer_to_struct, struct_value_semantics, nested_struct, offsetof, string_h
// Serializes an inventory into a flat byte image (a header followed by an
// array of fixed-size records, as a save file or a shared-memory segment
// would hold it), edits records in place through struct pointers into the
// image, and decodes it again from the bytes alone.
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <stddef.h>

struct Point { int16_t x, y; };

struct Record {
    uint32_t id;
    char name[10];
    struct Point at;
    int32_t qty;
    double price;
};

struct ImageHeader {
    char tag[4];
    uint16_t count;
    uint16_t record_size;
};

#define MAX_RECORDS 4
static unsigned char image[sizeof(struct ImageHeader) + MAX_RECORDS * sizeof(struct Record)];

static struct Record *slot(int i) {
    return (struct Record *)(image + sizeof(struct ImageHeader) + (size_t)i * sizeof(struct Record));
}

static void save(const struct Record *items, int n) {
    memset(image, 0, sizeof image);
    struct ImageHeader *h = (struct ImageHeader *)image;
    memcpy(h->tag, "INV1", 4);
    h->count = (uint16_t)n;
    h->record_size = sizeof(struct Record);
    for (int i = 0; i < n; i++) *slot(i) = items[i];
}

static unsigned checksum(void) {
    unsigned sum = 0;
    for (size_t i = 0; i < sizeof image; i++) sum = sum * 31 + image[i];
    return sum;
}

static void show(void) {
    const struct ImageHeader *h = (const struct ImageHeader *)image;
    printf("%.4s count=%u size=%u sum=%08x\n", h->tag, h->count, h->record_size, checksum());
    const struct Record *r = (const struct Record *)(image + sizeof *h);
    for (int i = 0; i < h->count; i++, r++)
        printf("  #%u %-9s (%d,%d) qty=%d price=%.2f\n", r->id, r->name, r->at.x, r->at.y, r->qty, r->price);
}

int main(void) {
    struct Record items[3] = {
        {101, "bolt", {3, -4}, 250, 0.15},
        {102, "washer", {3, -5}, 1200, 0.02},
        {205, "hinge", {-12, 7}, 40, 2.75},
    };
    printf("record=%zu header=%zu image=%zu\n", sizeof(struct Record), sizeof(struct ImageHeader), sizeof image);
    save(items, 3);
    show();

    /* edit in place: restock, reprice, rename */
    struct Record *r = slot(1);
    r->qty += 300;
    r->price *= 1.5;
    strcpy(r->name, "washer-m6");
    slot(2)->qty -= 15;
    show();

    /* the id of record 0 as raw bytes, then patched through the bytes */
    unsigned char *idb = image + sizeof(struct ImageHeader);
    printf("id bytes: %02x %02x %02x %02x\n", idb[0], idb[1], idb[2], idb[3]);
    idb[1] = 0x01;
    printf("patched id: %u\n", slot(0)->id);

    /* append a record through a struct assignment and bump the count */
    struct Record extra = {310, "spring", {0, 9}, 75, 0.60};
    struct Record *base = slot(0);
    base[3] = extra;
    ((struct ImageHeader *)image)->count = 4;
    show();

    /* move a part: a nested member written through the view, then a snapshot copy */
    slot(2)->at.x = 20;
    slot(2)->at.y -= 3;
    unsigned char *pos = image + sizeof(struct ImageHeader) + 2 * sizeof(struct Record) + offsetof(struct Record, at);
    printf("at bytes: %02x %02x %02x %02x\n", pos[0], pos[1], pos[2], pos[3]);
    pos[0] = 21;
    struct Record snap = *slot(2);
    snap.qty = 0;
    strcpy(snap.name, "scrap");
    printf("snap %s (%d,%d) qty=%d; image still %s qty=%d\n", snap.name, snap.at.x, snap.at.y, snap.qty, slot(2)->name, slot(2)->qty);

    /* decode everything back into ordinary structs */
    struct Record copy[MAX_RECORDS];
    memcpy(copy, image + sizeof(struct ImageHeader), sizeof copy);
    double total = 0;
    for (int i = 0; i < MAX_RECORDS; i++) total += copy[i].qty * copy[i].price;
    printf("stock value %.2f, last name %s\n", total, copy[3].name);
    return 0;
}
