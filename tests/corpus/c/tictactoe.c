// features: typedef, array_2d, memset, char_type, recursion
#include <stdio.h>
#include <string.h>

typedef char Board[3][3];

static const int lines[8][3][2] = {
    {{0,0},{0,1},{0,2}}, {{1,0},{1,1},{1,2}}, {{2,0},{2,1},{2,2}},
    {{0,0},{1,0},{2,0}}, {{0,1},{1,1},{2,1}}, {{0,2},{1,2},{2,2}},
    {{0,0},{1,1},{2,2}}, {{0,2},{1,1},{2,0}}
};

char winner(Board b) {
    for (int i = 0; i < 8; i++) {
        char a = b[lines[i][0][0]][lines[i][0][1]];
        if (a != ' ' && a == b[lines[i][1][0]][lines[i][1][1]] && a == b[lines[i][2][0]][lines[i][2][1]]) return a;
    }
    return 0;
}

void show(Board b) {
    for (int r = 0; r < 3; r++) {
        printf(" %c | %c | %c\n", b[r][0], b[r][1], b[r][2]);
        if (r < 2) puts("---+---+---");
    }
}

int minimax(Board b, char player, int depth) {
    char w = winner(b);
    if (w == 'X') return 10 - depth;
    if (w == 'O') return depth - 10;
    int best = player == 'X' ? -100 : 100, moved = 0;
    for (int r = 0; r < 3; r++)
        for (int c = 0; c < 3; c++) {
            if (b[r][c] != ' ') continue;
            moved = 1;
            b[r][c] = player;
            int s = minimax(b, player == 'X' ? 'O' : 'X', depth + 1);
            b[r][c] = ' ';
            if (player == 'X' ? s > best : s < best) best = s;
        }
    return moved ? best : 0;
}

int main(void) {
    Board b;
    memset(b, ' ', sizeof b);
    const char *moves = "X4O0X2O6";
    for (const char *m = moves; *m; m += 2) {
        int cell = m[1] - '0';
        b[cell / 3][cell % 3] = m[0];
    }
    show(b);
    printf("winner: %c\n", winner(b) ? winner(b) : '-');
    int bestScore = -100, bestCell = -1;
    for (int cell = 0; cell < 9; cell++) {
        if (b[cell / 3][cell % 3] != ' ') continue;
        b[cell / 3][cell % 3] = 'X';
        int s = minimax(b, 'O', 1);
        b[cell / 3][cell % 3] = ' ';
        printf("X at %d scores %d\n", cell, s);
        if (s > bestScore) { bestScore = s; bestCell = cell; }
    }
    printf("best move: %d (%d)\n", bestCell, bestScore);
    return 0;
}
