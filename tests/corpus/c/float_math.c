// features: math_h, float_types, type_cast, printf
#include <stdio.h>
#include <math.h>

#define MY_PI 3.14159265358979323846

double mean(const double *xs, int n) { double s = 0; for (int i = 0; i < n; i++) s += xs[i]; return s / n; }
double stddev(const double *xs, int n) {
    double m = mean(xs, n), acc = 0;
    for (int i = 0; i < n; i++) acc += pow(xs[i] - m, 2);
    return sqrt(acc / n);
}

int main(void) {
    double xs[] = {2, 4, 4, 4, 5, 5, 7, 9};
    printf("mean=%.3f stddev=%.3f\n", mean(xs, 8), stddev(xs, 8));
    printf("%.4f %.4f %.4f\n", sqrt(2.0), pow(2, 10), fabs(-3.5));
    printf("%.1f %.1f %.1f %.1f\n", floor(2.7), ceil(2.1), floor(-2.5), ceil(-2.5));
    printf("%.6f %.6f\n", sin(MY_PI / 6), cos(0));
    float f = 0.1f;
    double d = 0.1;
    printf("%.10f %.10f\n", f, d);
    float acc = 0;
    for (int i = 0; i < 10; i++) acc += 0.1f;
    printf("%.7f\n", acc);
    int total = 7, count = 2;
    printf("%d %.2f %.2f\n", total / count, (double)total / count, total / (double)count);
    double c = 100;
    printf("%.2fF\n", c * 9 / 5 + 32);
    printf("%d\n", (int)round(2.5));
    printf("hyp=%.3f\n", hypot(3, 4));
    return 0;
}
