// features: goto_statement, labeled_statement, nested_loops, for_statement
#include <stdio.h>

int find_pair(int target, int *out_i, int *out_j) {
    int grid[4][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15, 16}};
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j < 4; j++) {
            if (grid[i][j] == target) {
                *out_i = i;
                *out_j = j;
                goto found;
            }
        }
    }
    return 0;
found:
    return 1;
}

int main(void) {
    int i, j;
    int targets[] = {7, 16, 20};
    for (int k = 0; k < 3; k++) {
        if (find_pair(targets[k], &i, &j)) printf("%d at (%d, %d)\n", targets[k], i, j);
        else printf("%d not found\n", targets[k]);
    }
    int n = 0;
again:
    n++;
    if (n < 5) goto again;
    printf("n=%d\n", n);
    return 0;
}
