// features: macro_function, macro_object, preproc_conditional, sizeof
#include <stdio.h>

#define VERSION 3
#define SQUARE(x) ((x) * (x))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define STR(x) #x
#define XSTR(x) STR(x)
#define CONCAT(a, b) a##b
#define PRINT_INT(expr) printf(#expr " = %d\n", (expr))
#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))
#define DEBUG_LEVEL 2

#if VERSION >= 3 && DEBUG_LEVEL > 1
#define MODE "advanced"
#elif VERSION == 2
#define MODE "basic"
#else
#define MODE "legacy"
#endif

#if defined(DEBUG_LEVEL) && !defined(NDEBUG)
#define TRACE(msg) printf("trace: %s\n", msg)
#else
#define TRACE(msg)
#endif

#if (VERSION * 2) % 3 == 0
#define DIV "divisible"
#else
#define DIV "not divisible"
#endif

int main(void) {
    int CONCAT(my, Var) = 5;
    PRINT_INT(SQUARE(myVar + 1));
    PRINT_INT(MAX(10,
                  SQUARE(3)));
    printf("mode: %s, version: %s\n", MODE, XSTR(VERSION));
    printf("%s\n", DIV);
    TRACE("starting");
    int data[] = {4, 8, 15, 16, 23, 42};
    printf("len=%zu\n", ARRAY_LEN(data));
    int total = MAX(
        data[0] + data[1],
        data[2]
    );
    printf("total=%d\n", total);
    printf("%s\n", STR(hello world));
    return 0;
}
