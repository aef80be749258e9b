// features: sscanf, struct, char_array, string_h
#include <stdio.h>
#include <string.h>

typedef struct { char sku[8]; char name[16]; int qty; double price; } Item;

int main(void) {
    const char *lines[] = { "A100,Widget,12,2.50", "B220,Gadget Pro,3,19.99", "bad line", "C7,X,-4,1e2" };
    for (int i = 0; i < 4; i++) {
        Item it;
        memset(&it, 0, sizeof it);
        int n = sscanf(lines[i], "%7[^,],%15[^,],%d,%lf", it.sku, it.name, &it.qty, &it.price);
        printf("%d: n=%d sku=%s name=%s qty=%d price=%.2f\n", i, n, it.sku, it.name, it.qty, it.price);
    }
    int h, m, s, used;
    char sep;
    if (sscanf("12:34:56 rest", "%d:%d:%d%n", &h, &m, &s, &used) == 3) printf("%02d-%02d-%02d used=%d\n", h, m, s, used);
    unsigned x;
    int o;
    float f;
    char word[10], c;
    int k = sscanf("  ff 017 3.25 hello!  z", "%x %o %f %9s %c", &x, &o, &f, word, &c);
    printf("k=%d x=%u o=%d f=%.2f word=%s c=%c\n", k, x, o, f, word, c);
    int a = 0, b = 0;
    k = sscanf("5 % 6", "%d %% %d", &a, &b);
    printf("k=%d a=%d b=%d\n", k, a, b);
    k = sscanf("", "%d", &a);
    printf("empty: %d\n", k);
    k = sscanf("abc", "%d", &a);
    printf("nomatch: %d\n", k);
    k = sscanf("10-20", "%d%c%d", &a, &sep, &b);
    printf("k=%d %d %c %d\n", k, a, sep, b);
    long long big;
    short sm;
    k = sscanf("9000000000 70000", "%lld %hd", &big, &sm);
    printf("k=%d %lld %d\n", k, big, sm);
    k = sscanf("skip 99", "%*s %d", &a);
    printf("k=%d a=%d\n", k, a);
    return 0;
}
