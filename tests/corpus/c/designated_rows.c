// features: designated_initializer, array_2d, array_of_structs
#include <stdio.h>

typedef struct { const char *name; int weight; } Item;

int main(void) {
    int g[3][4] = { {[2] = 5}, {1, [3] = 7}, [2] = {[1 ... 2] = 9} };
    for (int i = 0; i < 3; i++) {
        for (int j = 0; j < 4; j++) printf("%d ", g[i][j]);
        printf("\n");
    }
    Item shelves[2][3] = { { [1] = { "bolt", 2 } }, { [0].name = "nut", [2] = { .weight = 4, .name = "gear" } } };
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 3; j++)
            printf("%d.%d %s %d\n", i, j, shelves[i][j].name ? shelves[i][j].name : "-", shelves[i][j].weight);
    return 0;
}
