// features: main_exit_status, function_definition, if_statement, printf
#include <stdio.h>

int validate(int x) {
    if (x < 0) {
        printf("invalid: %d\n", x);
        return 0;
    }
    printf("ok: %d\n", x);
    return 1;
}

int main(void) {
    int bad = 0;
    int values[] = {4, -2, 7, -9};
    for (int i = 0; i < 4; i++) {
        if (!validate(values[i])) bad++;
    }
    printf("%d invalid values\n", bad);
    return bad + 1;
}
