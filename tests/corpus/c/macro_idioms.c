// features: macro_function, macro_object, enum, function_pointer_array, pointer_arithmetic, sizeof, switch_statement
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <stdint.h>

#define SWAP(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR(x) #x
#define CAT(a, b) a##b
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

enum Perm { READ = 1 << 0, WRITE = 1 << 1, EXEC = 1 << 2 };
typedef struct { int x, y; } Point;
typedef double (*Op)(double);

static Point make_point(int x, int y) { Point p = {x, y}; return p; }
static double twice(double v) { return 2 * v; }
static double half(double v) { return v / 2; }
static int ack(int m, int n) { return m == 0 ? n + 1 : n == 0 ? ack(m - 1, 1) : ack(m - 1, ack(m, n - 1)); }
static void my_strcpy(char *d, const char *s) { while ((*d++ = *s++)); }
static char rot13(char c) {
    if (c >= 'a' && c <= 'z') return 'a' + (c - 'a' + 13) % 26;
    if (c >= 'A' && c <= 'Z') return 'A' + (c - 'A' + 13) % 26;
    return c;
}
static const char *classify(char c) {
    switch (c) {
    case 'a': case 'e': case 'i': case 'o': case 'u': return "vowel";
    case ' ': return "space";
    default:
        if (c >= '0' && c <= '9') return "digit";
        return "other";
    }
}

int main(void) {
    int a = 3, b = 9;
    SWAP(int, a, b);
    printf("%d %d %s %d %d\n", a, b, STR(hello world), CAT(1, 2) + 1, MAX(a, b));
    unsigned perms = READ | EXEC;
    printf("r=%d w=%d x=%d all=%d\n", !!(perms & READ), !!(perms & WRITE), !!(perms & EXEC), (perms | WRITE) == 7);
    printf("%d %d\n", make_point(4, 5).y, make_point(1, 2).x + make_point(3, 4).y);
    Op ops[] = {twice, half, twice};
    double v = 10;
    for (size_t i = 0; i < ARRAY_LEN(ops); i++) v = ops[i](v);
    printf("v=%.2f ack=%d\n", v, ack(2, 3));
    char buf[32];
    my_strcpy(buf, "Hello, World!");
    for (char *p = buf; *p; p++) *p = rot13(*p);
    printf("%s\n", buf);
    const char *s = "hi 2u";
    for (const char *p = s; *p; p++) printf("%c:%s ", *p, classify(*p));
    printf("\n");
    size_t n = 4;
    for (size_t i = n; i-- > 0;) printf("%zu", i);
    printf("\n");
    unsigned char x = 200, y = 100;
    int sum = x + y;
    unsigned char wrapped = x + y;
    printf("%d %d %d\n", sum, wrapped, (x > y) - (x < y));
    int arr[6];
    memset(arr, -1, sizeof arr);
    printf("%d %zu %zu\n", arr[5], sizeof(int[10]), sizeof(Point[3]));
    int nums[] = {5, 8, 1, 9, 3};
    int *mx = nums;
    for (int *p = nums; p < nums + ARRAY_LEN(nums); p++) if (*p > *mx) mx = p;
    printf("max %d at %td\n", *mx, mx - nums);
    const char *joined = "abc" "def";
    printf("%s %zu\n", joined, strlen(joined));
    printf("%d %d %d %d\n", -17 % 5, 17 % -5, -17 >> 1, (-17) / 4);
    long long big = 3000000000LL * 3;
    int32_t ov = (int32_t)(uint32_t)3000000000u;
    printf("%lld %d %08.3f|%5.1f%%\n", big, ov, 3.14159, 45.25);
    int *heap = malloc(5 * sizeof *heap);
    for (int i = 0; i < 5; i++) *(heap + i) = i * i;
    int *q = heap;
    *q++ = 100;
    *++q = 200;
    printf("%d %d %d %d\n", heap[0], heap[1], heap[2], *q);
    free(heap);
    char word[] = "level";
    int pal = 1;
    for (char *l = word, *r = word + strlen(word) - 1; l < r; l++, r--) if (*l != *r) pal = 0;
    printf("%s palindrome=%d\n", word, pal);
    return 0;
}
