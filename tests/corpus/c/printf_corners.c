// features: printf, printf_flags, unsigned_types, integer_types
#include <stdio.h>

int main(void) {
    printf("[%5.2f] [%-8.3f] [%08.3f] [%+.1f]\n", 3.14159, 2.71828, -1.5, 42.0);
    printf("[%-10s|] [%10s|] [%.3s]\n", "left", "right", "truncate");
    printf("[%+d] [%+d] [% d] [%05d] [%-5d|]\n", 5, -5, 7, 42, 42);
    printf("[%e] [%.2E] [%g] [%g] [%g] [%G]\n", 12345.678, 0.000123, 100000.0, 1000000.0, 0.0001, 1e-10);
    printf("[%x] [%X] [%#x] [%#o] [%o] [%#X]\n", 255, 255, 255, 8, 8, 48879);
    unsigned long big = 4000000000UL;
    size_t sz = sizeof(long long);
    printf("[%lu] [%zu] [%ld] [%lld]\n", big, sz, -123456789L, 9000000000000LL);
    printf("[%c%c%c] [%c]\n", 72, 105, 33, 'A' + 2);
    printf("100%% done, [%5c] [%-3c]\n", 'x', 'y');
    printf("[%*d] [%-*d] [%.*f]\n", 6, 42, 4, 7, 2, 3.14159);
    printf("[%hhd] [%hu] [%hd]\n", 300, 70000, 40000);
    printf("[%g] [%g] [%.3g] [%#g]\n", 0.5, 2.0 / 3.0, 1234567.0, 1.0);
    printf("[%5s] [%-5s] [%s]\n", "", "ab", "");
    printf("[%i] [%u] [%u]\n", -17, -1, 3000000000u);
    printf("[%.0f] [%.0f] [%.0f] [%.1f]\n", 0.5, 1.5, 2.5, 0.05);
    printf("[%10.4e] [%-12.2e|]\n", 314.159, -0.00271);
    long long m = -9223372036854775807LL - 1;
    printf("[%lld] [%llu] [%llx]\n", m, 18446744073709551615ULL, 255ULL);
    return 0;
}
