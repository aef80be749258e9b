// features: integer_overflow_wrap, integer_types, unsigned_types, char_type, type_cast
#include <stdio.h>

int main(void) {
    int big = 2147483647;
    big++;
    printf("%d\n", big);
    int m = 65536;
    printf("%d\n", m * m);
    unsigned int u = 0;
    u--;
    printf("%u %x\n", u, u);
    unsigned char uc = 250;
    uc += 10;
    printf("%d\n", uc);
    signed char sc = 127;
    sc++;
    printf("%d\n", sc);
    short s = 32767;
    s = s + 1;
    printf("%hd\n", s);
    long l = 9223372036854775807L;
    l = l + 1;
    printf("%ld\n", l);
    unsigned long ul = 0;
    ul = ul - 1;
    printf("%lu\n", ul);
    unsigned h = 2166136261u;
    const char *str = "hash me";
    for (int i = 0; str[i]; i++) { h ^= (unsigned char)str[i]; h *= 16777619u; }
    printf("fnv1a = %u\n", h);
    int x = -17;
    printf("%d %d %d %d\n", x / 5, x % 5, 17 / -5, 17 % -5);
    printf("%d %d\n", (int)3.99, (int)-3.99);
    printf("%d\n", (char)300);
    printf("%u\n", (unsigned)-1);
    return 0;
}
