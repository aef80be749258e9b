// features: assert_h, preproc_conditional
#define NDEBUG
#include <stdio.h>
#include <assert.h>

int main(void) {
    int calls = 0;
    assert(++calls > 100);
    printf("calls=%d (NDEBUG drops the check and its side effects)\n", calls);
    return 0;
}
