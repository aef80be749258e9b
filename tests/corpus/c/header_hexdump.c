// features: type_punning, string_h, struct, inttypes_h, pointer, type_cast
#include <stdio.h>
#include <string.h>
#include <stdint.h>

struct Header {
    uint32_t magic;
    uint16_t version;
    uint16_t flags;
    int32_t length;
};

static void dump(const void *data, size_t n) {
    const unsigned char *b = (const unsigned char *)data;
    for (size_t i = 0; i < n; i += 8) {
        printf("%04zx:", i);
        for (size_t j = i; j < i + 8 && j < n; j++) printf(" %02x", b[j]);
        printf("\n");
    }
}

static int is_little_endian(void) {
    unsigned int x = 1;
    return *(unsigned char *)&x == 1;
}

int main(void) {
    printf("little endian: %d\n", is_little_endian());
    struct Header h = {0xCAFEBABE, 3, 0x8001, -2};
    printf("sizeof header = %zu\n", sizeof h);
    dump(&h, sizeof h);
    struct Header copy;
    memcpy(&copy, &h, sizeof h);
    printf("memcmp equal: %d\n", memcmp(&copy, &h, sizeof h) == 0);
    copy.flags ^= 1;
    printf("memcmp after flip: %s\n", memcmp(&copy, &h, sizeof h) < 0 ? "less" : "greater");
    uint32_t v = 0x11223344;
    unsigned char bytes[4];
    memcpy(bytes, &v, 4);
    printf("bytes: %02x %02x %02x %02x\n", bytes[0], bytes[1], bytes[2], bytes[3]);
    uint32_t back = (uint32_t)bytes[0] | (uint32_t)bytes[1] << 8 | (uint32_t)bytes[2] << 16 | (uint32_t)bytes[3] << 24;
    printf("back: 0x%08X\n", back);
    float f = 1.5f;
    uint32_t fbits;
    memcpy(&fbits, &f, sizeof f);
    printf("1.5f bits: 0x%08x\n", fbits);
    int arr[3] = {1, 256, -1};
    dump(arr, sizeof arr);
    const char *msg = "Hi!";
    dump(msg, strlen(msg) + 1);
    return 0;
}
