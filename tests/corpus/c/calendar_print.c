// features: bool_type, static_local, conditional_expression, sprintf, printf_flags
#include <stdio.h>
#include <stdbool.h>

static bool is_leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

static int days_in_month(int y, int m) {
    static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && is_leap(y) ? 29 : days[m - 1];
}

/* Zeller-like: 0 = Sunday */
static int day_of_week(int y, int m, int d) {
    static const int t[] = {0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4};
    if (m < 3) y -= 1;
    return (y + y / 4 - y / 100 + y / 400 + t[m - 1] + d) % 7;
}

static long days_from_civil(int y, int m, int d) {
    y -= m <= 2;
    long era = (y >= 0 ? y : y - 399) / 400;
    unsigned yoe = (unsigned)(y - era * 400);
    unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + (long)doe - 719468;
}

static void print_month(int y, int m) {
    static const char *names[] = {"January", "February", "March", "April", "May", "June", "July",
                                  "August", "September", "October", "November", "December"};
    char title[32];
    int len = sprintf(title, "%s %d", names[m - 1], y);
    printf("%*s%s\n", (20 - len) / 2, "", title);
    printf("Su Mo Tu We Th Fr Sa\n");
    int start = day_of_week(y, m, 1);
    for (int i = 0; i < start; i++) printf("   ");
    for (int d = 1; d <= days_in_month(y, m); d++) {
        printf("%2d", d);
        if ((start + d) % 7 == 0 || d == days_in_month(y, m)) printf("\n");
        else printf(" ");
    }
}

int main(void) {
    print_month(2024, 2);
    print_month(2023, 10);
    int years[] = {1900, 2000, 2023, 2024, 2100};
    for (int i = 0; i < 5; i++) printf("%d leap=%d\n", years[i], is_leap(years[i]));
    const char *dow[] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    printf("1969-07-20 was a %s\n", dow[day_of_week(1969, 7, 20)]);
    printf("2000-01-01 was a %s\n", dow[day_of_week(2000, 1, 1)]);
    long a = days_from_civil(2024, 3, 15), b = days_from_civil(1970, 1, 1);
    printf("days since epoch: %ld, weeks %ld rem %ld\n", a - b, (a - b) / 7, (a - b) % 7);
    printf("days 2000-02-28 -> 2000-03-01: %ld\n", days_from_civil(2000, 3, 1) - days_from_civil(2000, 2, 28));
    return 0;
}
