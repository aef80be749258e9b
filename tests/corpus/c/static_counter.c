// features: static_local, global_variable, const_qualifier, function_definition
#include <stdio.h>

static int total = 0;
const int STEP = 3;

int next_id(void) {
    static int id = 100;
    return id++;
}

int accumulate(int v) {
    static int calls;
    calls++;
    total += v * STEP;
    return calls;
}

int main(void) {
    for (int i = 0; i < 4; i++) printf("id %d\n", next_id());
    int c = 0;
    for (int i = 1; i <= 5; i++) c = accumulate(i);
    printf("calls=%d total=%d\n", c, total);
    return 0;
}
