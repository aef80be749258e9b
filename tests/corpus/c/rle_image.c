// features: array_2d, pointer_arithmetic, memset, unsigned_types, inttypes_h, typedef, array_of_structs
#include <stdio.h>
#include <stdint.h>
#include <string.h>
#include <stdlib.h>

#define W 16
#define H 8

typedef struct { uint8_t count; uint8_t value; } Run;

static size_t rle_encode(const uint8_t *px, size_t n, Run *out) {
    size_t k = 0;
    for (size_t i = 0; i < n;) {
        uint8_t v = px[i];
        size_t j = i;
        while (j < n && px[j] == v && j - i < 255) j++;
        out[k].count = (uint8_t)(j - i);
        out[k].value = v;
        k++;
        i = j;
    }
    return k;
}

static size_t rle_decode(const Run *runs, size_t k, uint8_t *px) {
    size_t n = 0;
    for (size_t i = 0; i < k; i++) {
        memset(px + n, runs[i].value, runs[i].count);
        n += runs[i].count;
    }
    return n;
}

static uint32_t adler32(const uint8_t *data, size_t len) {
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < len; i++) {
        a = (a + data[i]) % 65521;
        b = (b + a) % 65521;
    }
    return (b << 16) | a;
}

int main(void) {
    uint8_t img[H][W];
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int dx = x - 8, dy = y - 4;
            img[y][x] = (uint8_t)(dx * dx + dy * dy * 4 < 40 ? 9 : (x + y) % 5 == 0 ? 3 : 0);
        }
    static const char shade[] = " .:-=+*#%@";
    for (int y = 0; y < H; y++) {
        for (int x = 0; x < W; x++) putchar(shade[img[y][x]]);
        putchar('\n');
    }
    Run runs[W * H];
    size_t k = rle_encode(&img[0][0], sizeof img, runs);
    printf("%zu pixels -> %zu runs (%zu bytes)\n", sizeof img, k, k * sizeof(Run));
    for (size_t i = 0; i < k && i < 12; i++) printf("%u x %u%s", runs[i].count, runs[i].value, i + 1 < 12 ? ", " : "\n");
    uint8_t back[H * W];
    size_t n = rle_decode(runs, k, back);
    printf("decoded %zu pixels, identical: %s\n", n, memcmp(back, img, sizeof img) == 0 ? "yes" : "no");
    printf("adler32 = 0x%08X\n", adler32(back, n));
    back[5] ^= 0x80;
    printf("after flip adler32 = 0x%08x\n", (unsigned)adler32(back, n));
    return 0;
}
