// features: static_local, snprintf, printf_flags, conditional_expression, nested_loops
#include <stdio.h>
#include <string.h>

static int is_leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }
static int days_in(int y, int m) {
    static const int d[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return m == 2 && is_leap(y) ? 29 : d[m - 1];
}
/* Zeller-style day of week, 0 = Sunday */
static int dow(int y, int m, int d) {
    static const int t[] = {0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4};
    if (m < 3) y -= 1;
    return (y + y / 4 - y / 100 + y / 400 + t[m - 1] + d) % 7;
}

static void print_month(int y, int m) {
    static const char *names[] = {"January", "February", "March", "April", "May", "June", "July",
                                  "August", "September", "October", "November", "December"};
    char title[32];
    int len = snprintf(title, sizeof title, "%s %d", names[m - 1], y);
    printf("%*s%s\n", (20 - len) / 2, "", title);
    puts("Su Mo Tu We Th Fr Sa");
    int start = dow(y, m, 1);
    printf("%*s", start * 3, "");
    for (int d = 1; d <= days_in(y, m); d++) {
        printf("%2d", d);
        if ((start + d) % 7 == 0) putchar('\n');
        else if (d < days_in(y, m)) putchar(' ');
    }
    if ((start + days_in(y, m)) % 7 != 0) putchar('\n');
}

int main(void) {
    print_month(2024, 2);
    putchar('\n');
    print_month(2026, 11);
    int fridays = 0;
    for (int y = 2020; y <= 2030; y++)
        for (int m = 1; m <= 12; m++)
            if (dow(y, m, 13) == 5) fridays++;
    printf("\nFriday the 13ths 2020-2030: %d\n", fridays);
    int total = 0;
    for (int y = 1900; y < 2000; y++) total += 365 + is_leap(y);
    printf("days in the 20th century (1900-1999): %d\n", total);
    return 0;
}
