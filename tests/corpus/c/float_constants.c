// features: number_literal, float_types, printf_flags
// A float constant is the nearest float, even where it is used as a double:
// printing 0.1f with many digits shows its float error.
#include <stdio.h>

#define GAIN 1.25f
#define OFFSET 0.1f

static const float thresholds[] = { 0.5f, 0.33f, 1e-3f };

static double calibrate(int raw) {
    return raw * (double)GAIN + OFFSET;
}

int main(void) {
    printf("%.12f %.12f %.12f\n", 0.1f, (double)0.2f, 1.0 / 3.0f);
    printf("%.17g %.17g\n", 0.1f + 0.0, 0.1 + 0.0);
    printf("equal as floats: %d, as double vs float: %d\n", 0.1f == (float)0.1, 0.1f == 0.1);
    for (int raw = 0; raw <= 40; raw += 20) printf("raw %2d -> %.9f\n", raw, calibrate(raw));
    for (int i = 0; i < 3; i++) printf("t[%d] = %.10e\n", i, thresholds[i]);
    double mixed[] = { 2.5f, 0.7f, 1e-40f, 3.4e38f };
    for (int i = 0; i < 4; i++) printf("%-16.9g", mixed[i]);
    printf("\n%a %a\n", 0.1f, 0.1);
    return 0;
}
