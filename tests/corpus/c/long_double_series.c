// features: float_types, printf_flags, math_h, sscanf, struct, variadic_function_definition
/* Series and constants in long double, the way numerical code checks how
   much the extra precision buys over double: x86-64's long double is the
   80-bit extended format, so every digit printed here is the real one. */
#include <stdio.h>
#include <stdlib.h>
#include <stdarg.h>
#include <math.h>
#include <float.h>

typedef struct {
    const char *name;
    long double value;
    int terms;
} Series;

static long double leibniz(int n) {
    long double s = 0;
    for (int k = 0; k < n; k++) s += (k % 2 ? -4.0L : 4.0L) / (2 * k + 1);
    return s;
}

static long double e_series(int n, int *used) {
    long double term = 1, sum = 1;
    int k = 1;
    for (; k < n && term > LDBL_EPSILON; k++) {
        term /= k;
        sum += term;
    }
    *used = k;
    return sum;
}

static long double mean(int n, ...) {
    va_list ap;
    va_start(ap, n);
    long double s = 0;
    for (int i = 0; i < n; i++) s += va_arg(ap, long double);
    va_end(ap);
    return s / n;
}

typedef struct {
    long double re, im;
} Complex80;

static Complex80 cmul(Complex80 a, Complex80 b) {
    Complex80 r = {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
    return r;
}

static long double halve(long double x) { return x / 2; }

int main(void) {
    Series table[3];
    table[0] = (Series){"leibniz", leibniz(1000), 1000};
    table[1].name = "e";
    table[1].value = e_series(40, &table[1].terms);
    table[2] = (Series){"sqrt2", sqrtl(2.0L), 1};
    for (int i = 0; i < 3; i++)
        printf("%-8s %2d terms %.21Lf  %Le  %.18Lg\n", table[i].name, table[i].terms, table[i].value, table[i].value,
               table[i].value);

    long double pi = 4 * atanl(1.0L);
    double pid = 4 * atan(1.0);
    printf("pi  long double %.21Lf\n", pi);
    printf("pi  double      %.21f\n", pid);
    printf("difference      %+.6Le\n", pi - pid);
    printf("e - expl(1)     %+.3Lg\n", table[1].value - expl(1.0L));

    long double third = 1.0L / 3, tenth = 0.1L;
    printf("1/3 %.25Lf | 0.1L %.25Lf | 0.1 %.25Lf\n", third, tenth, (long double)0.1);
    printf("3 * (1/3) == 1: %s, 0.1L == 0.1: %s\n", 3 * third == 1 ? "yes" : "no", tenth == 0.1 ? "yes" : "no");
    printf("as double %.20f, as float %.10f, truncated %d, (long)(third*1e18) %ld\n", (double)third, (float)third,
           (int)(third * 10), (long)(third * 1e18L));

    long double f = 1;
    for (int i = 2; i <= 30; i++) f *= i;
    printf("30! = %.0Lf (%.6Le)\n", f, f);
    long double big = LDBL_MAX / 2, tiny = LDBL_MIN;
    printf("LDBL_MAX/2 %Lg, LDBL_MIN %Lg, eps %Lg, dig %d\n", big, tiny, LDBL_EPSILON, LDBL_DIG);

    long double x;
    double y;
    int got = sscanf("2.718281828459045235360 2.718281828459045235360", "%Lf %lf", &x, &y);
    printf("sscanf %d: %.21Lf vs %.21f\n", got, x, y);
    long double parsed = strtold("1.000000000000000000001", NULL);
    printf("strtold %.22Lf, minus 1: %Lg\n", parsed, parsed - 1);

    long double step = 0, acc = 0;
    for (int i = 0; i < 10; i++) {
        step += 0.1L;
        acc += step;
    }
    printf("0.1L summed to %.20Lf, triangular %.20Lf\n", step, acc);
    printf("mean %.20Lf\n", mean(4, 1.0L, 0.5L, 0.25L, third));
    printf("[%12.4Lf] [%-12.3Le] [%012.5Lf] [%+Lg]\n", pi, -pi, third, -tenth);
    printf("floorl %.1Lf ceill %.1Lf roundl %.1Lf fmodl %.20Lf powl %.20Lf\n", floorl(-2.5L), ceill(-2.5L),
           roundl(2.5L), fmodl(pi, 1.0L), powl(2.0L, 0.5L));
    Complex80 z = {0.1L, -0.2L}, w = {1.0L / 3, 2};
    Complex80 zw = cmul(z, w), copy = zw;
    copy.re = -copy.re;
    long double (*op)(long double) = halve;
    printf("zw = %.20Lf %+.20Lfi, copy.re %.20Lf, halve(0.1L) %.20Lf\n", zw.re, zw.im, copy.re, op(0.1L));
    unsigned long long umax = 18446744073709551615ULL;
    long double as_ld = umax;
    printf("ULLONG_MAX as long double %.1Lf, back %llu\n", as_ld, (unsigned long long)(as_ld - 1));
    return 0;
}
