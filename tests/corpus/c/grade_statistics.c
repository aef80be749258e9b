// features: math_h, struct, array_of_structs, printf_flags, char_type
#include <stdio.h>
#include <math.h>
#include <string.h>
#define PI 3.14159265358979323846

typedef struct {
    char name[16];
    int scores[5];
    double mean;
    char letter;
} Student;

static char letter_for(double avg) {
    if (avg >= 90) return 'A';
    if (avg >= 80) return 'B';
    if (avg >= 70) return 'C';
    if (avg >= 60) return 'D';
    return 'F';
}

static void compute(Student *s, int n) {
    for (int i = 0; i < n; i++) {
        int sum = 0;
        for (int j = 0; j < 5; j++) sum += s[i].scores[j];
        s[i].mean = sum / 5.0;
        s[i].letter = letter_for(s[i].mean);
    }
}

static double stddev(const Student *s, int n, double mean) {
    double acc = 0;
    for (int i = 0; i < n; i++) acc += pow(s[i].mean - mean, 2);
    return sqrt(acc / n);
}

int main(void) {
    Student cls[] = {
        {"Ada", {95, 88, 92, 100, 97}}, {"Brian", {72, 65, 80, 70, 68}},
        {"Chen", {88, 91, 79, 85, 90}}, {"Dana", {55, 62, 48, 70, 59}},
        {"Eve", {100, 100, 99, 98, 100}}, {"Farid", {81, 77, 84, 79, 88}},
    };
    int n = sizeof cls / sizeof cls[0];
    compute(cls, n);
    double total = 0;
    int dist[5] = {0};
    for (int i = 0; i < n; i++) {
        total += cls[i].mean;
        dist[cls[i].letter == 'F' ? 4 : cls[i].letter - 'A']++;
    }
    double mean = total / n;
    double sd = stddev(cls, n, mean);
    printf("%-6s %6s %5s %7s\n", "name", "mean", "grade", "z");
    for (int i = 0; i < n; i++)
        printf("%-6s %6.1f %5c %+7.3f\n", cls[i].name, cls[i].mean, cls[i].letter, (cls[i].mean - mean) / sd);
    printf("class mean %.2f, sd %.3f\n", mean, sd);
    const char grades[] = "ABCDF";
    for (int i = 0; i < 5; i++) {
        printf("%c: %d ", grades[i], dist[i]);
        for (int k = 0; k < dist[i]; k++) putchar('#');
        putchar('\n');
    }
    printf("rounding: %.0f %.0f %.0f %.0f\n", round(2.5), round(-2.5), floor(-2.5), ceil(2.1));
    printf("trig: %.4f %.4f %.4f\n", sin(PI / 6), cos(PI / 3), atan2(1, 1) * 4);
    printf("exp/log: %.5f %.5f %.5f %.3e\n", exp(1), log(10), log10(1000), pow(2, 0.5));
    printf("fmod %.2f hypot %.2f cbrt %.2f trunc %.1f\n", fmod(10.5, 3), hypot(3, 4), cbrt(27), trunc(-3.7));
    printf("isnan %d isinf %d\n", isnan(sqrt(-1.0)) != 0, isinf(1.0 / 0.0) != 0);
    return 0;
}
