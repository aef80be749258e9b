// features: float_types, math_h, type_cast, printf_flags
#include <stdio.h>
#include <math.h>

int main(void) {
    float f = 0.1f;
    float sum = 0.0f;
    for (int i = 0; i < 10; i++) sum += f;
    printf("%.10f %d\n", sum, sum == 1.0f);
    double d = 0.0;
    for (int i = 0; i < 10; i++) d += 0.1;
    printf("%.17g %d\n", d, d == 1.0);
    float third = 1.0f / 3.0f;
    printf("%.9f %.17f\n", third, (double)third);
    printf("%f %e %g\n", 1.0 / 0.0, -1.0 / 0.0, sqrt(-1.0));
    printf("%.3f %.3f %.3f %.3f\n", floor(-2.5), ceil(-2.5), round(-2.5), trunc(-2.7));
    printf("%d %d\n", (int)3.99, (int)-3.99);
    double vals[] = {1e-5, 123456789.0, 0.000123456, 1.5e300};
    for (int i = 0; i < 4; i++) printf("%g|%.2e|%10.3g|\n", vals[i], vals[i], vals[i]);
    float c = 37.5f;
    float fahr = c * 9 / 5 + 32;
    printf("%.1fC = %.1fF\n", c, fahr);
    double x = 2.0;
    for (int i = 0; i < 5; i++) x = x - (x * x - 2) / (2 * x);
    printf("sqrt2 ~ %.15f (lib %.15f)\n", x, sqrt(2.0));
    printf("pow=%.0f fmod=%.2f hyp=%.3f\n", pow(2, 40), fmod(10.5, 3), hypot(3, 4));
    int cents = (int)(19.99 * 100 + 0.5);
    printf("cents=%d\n", cents);
    float big = 16777216.0f;
    big += 1.0f;
    printf("big=%.1f\n", big);
    return 0;
}
