// features: setjmp_longjmp, macro_function, struct, typedef
/* TRY/CATCH macros over a chain of jmp_buf pointers (each TRY saves the
   outer handler): nested handlers, rethrow to the outer handler, and a
   pointer to an array typedef. */
#include <stdio.h>
#include <setjmp.h>
#include <string.h>

typedef struct {
    int depth;
    int code;
    char message[48];
} ExcState;

static ExcState exc;
static jmp_buf *handler;

#define TRY                                   \
    do {                                      \
        jmp_buf env__;                        \
        jmp_buf *prev__ = handler;            \
        handler = &env__;                     \
        exc.depth++;                          \
        if (setjmp(env__) == 0) {
#define CATCH(var)                            \
            exc.depth--;                      \
            handler = prev__;                 \
        } else {                              \
            exc.depth--;                      \
            handler = prev__;                 \
            int var = exc.code;
#define END_TRY                               \
        }                                     \
    } while (0)

static void throw_code(int code, const char *msg) {
    exc.code = code;
    snprintf(exc.message, sizeof exc.message, "%s", msg);
    if (exc.depth == 0) {
        printf("uncaught %d: %s\n", code, msg);
        return;
    }
    longjmp(*handler, 1);
}

typedef int Row[3];

static int row_total(Row *r) {
    int s = 0;
    for (int i = 0; i < 3; i++) s += (*r)[i];
    return s;
}

static int checked_div(int a, int b) {
    if (b == 0) throw_code(10, "division by zero");
    return a / b;
}

static int average(const int *v, int n) {
    int sum = 0;
    for (int i = 0; i < n; i++) {
        if (v[i] < 0) throw_code(20, "negative sample");
        sum += v[i];
    }
    return checked_div(sum, n);
}

int main(void) {
    int good[] = {4, 8, 15}, bad[] = {1, -2, 3};
    const int *sets[] = {good, bad, good};
    int sizes[] = {3, 3, 0};
    for (int k = 0; k < 3; k++) {
        TRY {
            printf("set %d: average %d\n", k, average(sets[k], sizes[k]));
        }
        CATCH(code) {
            printf("set %d: error %d (%s)\n", k, code, exc.message);
        }
        END_TRY;
    }

    TRY {
        TRY {
            checked_div(1, 0);
        }
        CATCH(inner) {
            printf("inner handler got %d, rethrowing\n", inner);
            throw_code(inner + 1, "rethrown");
        }
        END_TRY;
        puts("not reached");
    }
    CATCH(outer) {
        printf("outer handler got %d: %s (depth %d)\n", outer, exc.message, exc.depth);
    }
    END_TRY;

    Row grid = {7, 11, 13};
    Row *pr = &grid;
    (*pr)[2] = 20;
    printf("row total %d, grid[2]=%d, sizeof *pr=%zu\n", row_total(pr), grid[2], sizeof *pr);
    throw_code(99, "nobody listening");
    return 0;
}
