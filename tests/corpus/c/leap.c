// features: logical_operators, bool_type, function_definition, printf
#include <stdio.h>
#include <stdbool.h>

bool is_leap(int year) {
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int main(void) {
    int years[] = {2015, 1970, 1996, 1960, 2100, 1900, 2000, 2400, 1800};
    int n = sizeof(years) / sizeof(years[0]);
    for (int i = 0; i < n; i++)
        printf("%d %s\n", years[i], is_leap(years[i]) ? "true" : "false");
    return 0;
}
