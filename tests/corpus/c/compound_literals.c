// features: compound_literal, designated_initializer, struct, array_initializer
#include <stdio.h>

typedef struct { int x, y; } Pt;
typedef struct { Pt a, b; } Seg;

int manhattan(Pt p, Pt q) {
    int dx = p.x - q.x, dy = p.y - q.y;
    return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
}

int main(void) {
    printf("%d\n", manhattan((Pt){1, 2}, (Pt){4, -2}));
    Seg s = {.a = {0, 0}, .b = {.x = 3, .y = 4}};
    printf("seg (%d,%d)-(%d,%d) len1=%d\n", s.a.x, s.a.y, s.b.x, s.b.y, manhattan(s.a, s.b));
    int arr[8] = {[2] = 5, [5] = 9, 11};
    for (int i = 0; i < 8; i++) printf("%d ", arr[i]);
    printf("\n");
    Pt pts[] = {{1, 1}, [3] = {7, 7}};
    printf("count=%zu last=(%d,%d) mid=(%d,%d)\n", sizeof pts / sizeof pts[0], pts[3].x, pts[3].y, pts[1].x, pts[1].y);
    s.b = (Pt){10, 20};
    printf("%d %d\n", s.b.x, s.b.y);
    return 0;
}
