// features: switch_statement, break_statement, enum, do_statement
#include <stdio.h>

enum Color { RED, GREEN = 5, BLUE, YELLOW = 10 };

const char *name(enum Color c) {
    switch (c) {
        case RED: return "red";
        case GREEN: return "green";
        case BLUE: return "blue";
        default: return "other";
    }
}

int days_before(int month) {
    int days = 0;
    switch (month) {
        case 4: days += 31;
        case 3: days += 28;
        case 2: days += 31;
        case 1: break;
        default: days = -1;
    }
    return days;
}

int main(void) {
    enum Color cs[] = {RED, GREEN, BLUE, YELLOW};
    for (int i = 0; i < 4; i++) printf("%d %s\n", cs[i], name(cs[i]));
    for (int m = 0; m <= 5; m++) printf("month %d: %d\n", m, days_before(m));
    int n = 0;
    do {
        switch (n % 3) {
            case 0: printf("fizz "); break;
            case 1:
            case 2: printf("%d ", n); continue;
        }
        printf("| ");
    } while (++n < 7);
    printf("\n");
    char grade = 'B';
    switch (grade) {
        case 'A': printf("excellent\n"); break;
        case 'B':
        case 'C': printf("good\n"); break;
        default: printf("?\n");
    }
    return 0;
}
