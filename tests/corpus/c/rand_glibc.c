// features: rand, stdlib_h, array
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    printf("unseeded: %d %d %d\n", rand(), rand(), rand());
    srand(42);
    int hist[6] = {0};
    for (int i = 0; i < 600; i++) hist[rand() % 6]++;
    for (int i = 0; i < 6; i++) printf("%d:%d ", i + 1, hist[i]);
    printf("\n");
    srand(1);
    printf("%d %d\n", rand(), rand());
    srand(0);
    printf("seed 0 like 1: %d\n", rand());
    srand(4000000000u);
    printf("big seed: %d %d\n", rand(), rand());
    int deck[10];
    for (int i = 0; i < 10; i++) deck[i] = i;
    srand(7);
    for (int i = 9; i > 0; i--) {
        int j = rand() % (i + 1), t = deck[i];
        deck[i] = deck[j];
        deck[j] = t;
    }
    for (int i = 0; i < 10; i++) printf("%d", deck[i]);
    printf(" max=%d\n", RAND_MAX);
    return 0;
}
