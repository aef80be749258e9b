// features: function_definition, static_local, array_initializer, sprintf
#include <stdio.h>

static int counter = 0;
static int next_id(void) { return ++counter; }

static const char *label(int n) {
    static char buf[8];
    sprintf(buf, "#%d", n);
    return buf;
}

struct Pair { int first, second; };

int main(void) {
    printf("%d %d %d\n", next_id(), next_id(), next_id());
    struct Pair p = {next_id(), next_id()};
    printf("pair %d %d\n", p.first, p.second);
    int arr[3] = {next_id(), next_id(), next_id()};
    printf("arr %d %d %d\n", arr[0], arr[1], arr[2]);
    printf("%s %s\n", label(1), label(2));
    int a = next_id() * 100 + next_id();
    printf("a=%d\n", a);
    return 0;
}
