// features: stdlib_h, string_h, array_of_structs, static_local, do_statement, unsigned_types
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <limits.h>

static const char *to_base(unsigned long v, int base, char *buf, size_t size) {
    const char *digits = "0123456789abcdefghijklmnopqrstuvwxyz";
    char *p = buf + size - 1;
    *p = '\0';
    do { *--p = digits[v % base]; v /= base; } while (v && p > buf);
    return p;
}

static const char *roman(int n, char *out) {
    static const struct { int value; const char *sym; } table[] = {
        {1000, "M"}, {900, "CM"}, {500, "D"}, {400, "CD"}, {100, "C"}, {90, "XC"},
        {50, "L"}, {40, "XL"}, {10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"},
    };
    out[0] = '\0';
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        while (n >= table[i].value) { strcat(out, table[i].sym); n -= table[i].value; }
    return out;
}

static int from_roman(const char *s) {
    int total = 0, prev = 0;
    for (const char *p = s + strlen(s) - 1; p >= s; p--) {
        int v;
        switch (*p) {
        case 'I': v = 1; break; case 'V': v = 5; break; case 'X': v = 10; break;
        case 'L': v = 50; break; case 'C': v = 100; break; case 'D': v = 500; break;
        case 'M': v = 1000; break; default: return -1;
        }
        total += v < prev ? -v : v;
        if (v > prev) prev = v;
    }
    return total;
}

int main(void) {
    char buf[70], b16[20], b36[20];
    unsigned long vals[] = { 0, 255, 1000, 65535, 3735928559UL, ULONG_MAX };
    for (size_t i = 0; i < sizeof vals / sizeof *vals; i++)
        printf("%20lu: b2=%s\n%22s b16=%s b36=%s\n", vals[i], to_base(vals[i], 2, buf, sizeof buf), "",
               to_base(vals[i], 16, b16, sizeof b16), to_base(vals[i], 36, b36, sizeof b36));
    const char *inputs[] = { "42", "-17", "0x1F", "0755", "zz", "12abc", "99999999999999999999", "  +8" };
    for (size_t i = 0; i < sizeof inputs / sizeof inputs[0]; i++) {
        char *end;
        errno = 0;
        long v = strtol(inputs[i], &end, 0);
        printf("%-22s -> %ld rest='%s'%s\n", inputs[i], v, end, errno == ERANGE ? " ERANGE" : "");
    }
    printf("base36 'zz' = %ld, base 2 '1011' = %lu\n", strtol("zz", NULL, 36), strtoul("1011", NULL, 2));
    int years[] = { 1987, 2024, 3999, 14, 444 };
    char r[32];
    for (int i = 0; i < 5; i++) {
        roman(years[i], r);
        printf("%4d = %-14s back %d\n", years[i], r, from_roman(r));
    }
    printf("bad roman: %d\n", from_roman("MXQ"));
    printf("%lu %zu %d\n", sizeof(long), sizeof(size_t), INT_MIN);
    return 0;
}
