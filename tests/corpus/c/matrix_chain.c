// features: array_2d, recursion, sprintf, global_variable, nested_loops, memset
#include <stdio.h>
#include <limits.h>
#include <string.h>

#define MAXN 8

static long long cost[MAXN][MAXN];
static int split[MAXN][MAXN];

static void chain_order(const int *dims, int n) {
    for (int i = 0; i < n; i++) cost[i][i] = 0;
    for (int len = 2; len <= n; len++)
        for (int i = 0; i + len - 1 < n; i++) {
            int j = i + len - 1;
            cost[i][j] = LLONG_MAX;
            for (int k = i; k < j; k++) {
                long long c = cost[i][k] + cost[k + 1][j] + (long long)dims[i] * dims[k + 1] * dims[j + 1];
                if (c < cost[i][j]) {
                    cost[i][j] = c;
                    split[i][j] = k;
                }
            }
        }
}

static int render(char *out, int i, int j) {
    if (i == j) return sprintf(out, "A%d", i + 1);
    int n = sprintf(out, "(");
    n += render(out + n, i, split[i][j]);
    n += sprintf(out + n, " x ");
    n += render(out + n, split[i][j] + 1, j);
    n += sprintf(out + n, ")");
    return n;
}

static long long naive(const int *dims, int i, int j, long *calls) {
    ++*calls;
    if (i == j) return 0;
    long long best = LLONG_MAX;
    for (int k = i; k < j; k++) {
        long long c = naive(dims, i, k, calls) + naive(dims, k + 1, j, calls) + (long long)dims[i] * dims[k + 1] * dims[j + 1];
        if (c < best) best = c;
    }
    return best;
}

int main(void) {
    int sets[][MAXN + 1] = {
        { 10, 30, 5, 60 },
        { 40, 20, 30, 10, 30 },
        { 30, 35, 15, 5, 10, 20, 25 },
        { 5, 10, 3, 12, 5, 50, 6, 8, 2 },
    };
    int counts[] = { 3, 4, 6, 8 };
    char text[256];
    for (int s = 0; s < 4; s++) {
        memset(split, 0, sizeof split);
        chain_order(sets[s], counts[s]);
        int len = render(text, 0, counts[s] - 1);
        long calls = 0;
        long long check = naive(sets[s], 0, counts[s] - 1, &calls);
        printf("%d matrices: %lld multiplications, %s [%d chars] naive=%lld in %ld calls\n", counts[s],
               cost[0][counts[s] - 1], text, len, check, calls);
    }
    printf("cost table of the last set (upper triangle):\n");
    for (int i = 0; i < counts[3]; i++) {
        for (int j = 0; j < counts[3]; j++) {
            if (j < i) printf("%7s", ".");
            else printf("%7lld", cost[i][j]);
        }
        putchar('\n');
    }
    return 0;
}
