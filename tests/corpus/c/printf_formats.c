// features: printf, printf_flags, float_types, char_literal, escape_sequence
#include <stdio.h>

int main(void) {
    printf("[%d] [%5d] [%-5d] [%05d] [%+d] [% d]\n", 42, 42, 42, 42, 42, 42);
    printf("[%x] [%X] [%#x] [%o] [%#o] [%08X]\n", 255, 255, 255, 8, 8, 48879);
    printf("[%f] [%.2f] [%10.3f] [%-10.1f] [%+.1f]\n", 3.14159265, 3.14159265, 2.71828, 1.5, 2.25);
    printf("[%e] [%.3E] [%g] [%g] [%g] [%G]\n", 123456.789, 0.000123, 100000.0, 1000000.0, 0.0001, 1e-10);
    printf("[%g] [%g] [%.3g] [%#g]\n", 3.0, 2.5, 3.14159, 1.0);
    printf("[%s] [%10s] [%-10s] [%.3s]\n", "abc", "abc", "abc", "abcdef");
    printf("[%c%c%c] [%5c]\n", 'x', 'y', 'z', '!');
    printf("[%*d] [%-*d] [%.*f]\n", 6, 7, 6, 7, 2, 1.23456);
    printf("[%ld] [%lld] [%lu] [%hhd] [%hu]\n", 1234567890123L, -5LL, 42UL, 300, 70000);
    printf("100%% done\ttab\\backslash \"quoted\"\n");
    printf("%.0f %.0f %.0f %.0f\n", 0.5, 1.5, 2.5, 3.5);
    printf("%.2f %.2f\n", 1.005, 2.675);
    printf("%5.1f%%\n", 99.44);
    double vals[] = {0.1, 1.0 / 3.0, 2.0 / 3.0, 1e20, -0.0};
    for (int i = 0; i < 5; i++) printf("%f %g %e\n", vals[i], vals[i], vals[i]);
    return 0;
}
