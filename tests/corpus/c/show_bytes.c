// features: type_punning, pointer, type_cast, typedef, float_types, array_of_structs
#include <stdio.h>
#include <string.h>

/* The classic "show bytes" exercise: the in-memory representation of ints,
   floats, arrays, strings and structs on a little-endian machine. */
typedef unsigned char *byte_pointer;

static void show_bytes(byte_pointer start, size_t len) {
    for (size_t i = 0; i < len; i++) printf(" %.2x", start[i]);
    printf("\n");
}

static void show_any(const char *what, const void *data, size_t len) {
    const unsigned char *p = data;  /* no cast needed from void * */
    printf("%-10s", what);
    for (size_t i = 0; i < len; i++) printf(" %02x", p[i]);
    printf("\n");
}

static int checksum(const void *data, size_t len) {
    const unsigned char *p = data;
    int sum = 0;
    for (size_t i = 0; i < len; i++) sum = (sum * 31 + p[i]) % 65521;
    return sum;
}

struct Pixel { unsigned char r, g, b; unsigned short alpha; };

int main(void) {
    int x = 12345;
    float f = (float)x;
    int *px = &x;
    printf("int   ");
    show_bytes((byte_pointer)&x, sizeof(int));
    printf("float ");
    show_bytes((byte_pointer)&f, sizeof(float));
    printf("ptr-to-int target ");
    show_bytes((byte_pointer)px, sizeof *px);
    short sx = -12345;
    printf("short ");
    show_bytes((byte_pointer)&sx, sizeof sx);
    double d = 0.1;
    printf("double");
    show_bytes((byte_pointer)&d, sizeof d);

    int arr[4] = {1, -1, 256, 0x7fffffff};
    show_any("int[4]", arr, sizeof arr);
    long longs[2] = {-2, 1L << 40};
    show_any("long[2]", longs, sizeof longs);
    const char *msg = "12345";
    show_any("string", msg, strlen(msg) + 1);
    struct Pixel px2[2] = {{255, 128, 0, 65535}, {1, 2, 3, 4}};
    show_any("Pixel[2]", px2, sizeof px2);
    printf("sizeof(struct Pixel) = %zu\n", sizeof(struct Pixel));
    printf("checksums: %d %d %d\n", checksum(arr, sizeof arr), checksum(&x, sizeof x), checksum(px2, sizeof px2));
    return 0;
}
