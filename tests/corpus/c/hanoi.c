// features: recursion, global_variable, char_literal, printf
#include <stdio.h>

int moves = 0;

void hanoi(int n, char from, char to, char via) {
    if (n == 0) return;
    hanoi(n - 1, from, via, to);
    moves++;
    if (n >= 3) printf("move disk %d from %c to %c\n", n, from, to);
    hanoi(n - 1, via, to, from);
}

int main(void) {
    for (int n = 1; n <= 5; n++) {
        moves = 0;
        hanoi(n, 'A', 'C', 'B');
        printf("n=%d moves=%d\n", n, moves);
    }
    return 0;
}
