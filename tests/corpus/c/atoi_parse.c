// features: stdlib_h, ctype_h, char_array, sprintf
#include <stdio.h>
#include <stdlib.h>
#include <ctype.h>

int my_atoi(const char *s) {
    int sign = 1, v = 0;
    while (isspace(*s)) s++;
    if (*s == '-' || *s == '+') { if (*s == '-') sign = -1; s++; }
    while (isdigit(*s)) v = v * 10 + (*s++ - '0');
    return sign * v;
}

void itoa_base(long v, int base, char *out) {
    const char *digits = "0123456789abcdef";
    char tmp[70];
    int n = 0, neg = v < 0;
    unsigned long u = neg ? -(unsigned long)v : (unsigned long)v;
    do { tmp[n++] = digits[u % base]; u /= base; } while (u);
    int k = 0;
    if (neg) out[k++] = '-';
    while (n) out[k++] = tmp[--n];
    out[k] = '\0';
}

int main(void) {
    const char *ins[] = {"42", "   -17", "+8abc", "0", "2147483647", "  12 34"};
    for (int i = 0; i < 6; i++) printf("'%s' -> %d %d\n", ins[i], my_atoi(ins[i]), atoi(ins[i]));
    printf("%ld %.2f %d\n", atol("123456789012"), atof("3.25"), abs(-9));
    char buf[80];
    long vals[] = {0, 255, -255, 1000000, 65535};
    int bases[] = {2, 8, 16};
    for (int i = 0; i < 5; i++)
        for (int b = 0; b < 3; b++) {
            itoa_base(vals[i], bases[b], buf);
            printf("%ld in base %d = %s\n", vals[i], bases[b], buf);
        }
    char line[64];
    sprintf(line, "%s-%03d-%c", "ID", 7, 'z');
    printf("%s\n", line);
    return 0;
}
