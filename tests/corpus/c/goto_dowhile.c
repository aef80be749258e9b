// features: goto_statement, labeled_statement, do_statement, switch_statement, malloc_free
#include <stdio.h>
#include <stdlib.h>

int process(int n) {
    int *buf = malloc(n * sizeof(int));
    int rc = -1;
    if (!buf) goto out;
    for (int i = 0; i < n; i++) buf[i] = i * i;
    if (n > 5) { printf("too big\n"); goto cleanup; }
    int sum = 0;
    for (int i = 0; i < n; i++) sum += buf[i];
    rc = sum;
cleanup:
    free(buf);
out:
    return rc;
}

int digits(long v) {
    int d = 0;
    do { d++; v /= 10; } while (v != 0);
    return d;
}

void classify(int n) {
    switch (n % 4) {
    case 0: printf("zero ");
    case 1: printf("one ");
        break;
    case 2: printf("two ");
    default: printf("other ");
    }
    printf("\n");
}

int main(void) {
    printf("%d %d\n", process(4), process(8));
    printf("%d %d %d\n", digits(0), digits(12345), digits(-987654321L));
    for (int i = 0; i < 5; i++) classify(i);
    int i = 0;
again:
    i += 3;
    if (i < 10) goto again;
    printf("i=%d\n", i);
    int n = 10;
    do printf("%d ", n--); while (n > 7);
    printf("\n");
    char c = 'a';
    do {
        putchar(c);
        c += 2;
    } while (c <= 'k');
    putchar('\n');
    return 0;
}
