// features: designated_initializer, gnu_extensions, array
#include <stdio.h>

int main(void) {
    int squares[10] = { [0 ... 4] = 1, [5 ... 9] = 2, [7] = 9 };
    for (int i = 0; i < 10; i++) printf("%d ", squares[i]);
    printf("\n");
    char cls[128] = { ['0' ... '9'] = 'd', ['a' ... 'z'] = 'l', ['A' ... 'Z'] = 'u' };
    const char *s = "Hi 42x";
    for (const char *p = s; *p; p++) putchar(cls[(unsigned char)*p] ? cls[(unsigned char)*p] : '.');
    putchar('\n');
    return 0;
}
