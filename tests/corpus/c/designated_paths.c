// features: designated_initializer, union, array_2d, struct, nested_struct
#include <stdio.h>

typedef struct { int x, y; } Point;
typedef struct { Point from, to; int color; } Line;
typedef struct {
    enum { INT, DBL } tag;
    union { int i; double d; } as;
} Value;

int main(void) {
    double id[3][3] = { [0][0] = 1, [1][1] = 1, [2][2] = 1 };
    for (int i = 0; i < 3; i++) printf("%g %g %g\n", id[i][0], id[i][1], id[i][2]);
    Line l = { .from.x = 1, .from.y = 2, .to = { 3, 4 }, .color = 7 };
    printf("(%d,%d)-(%d,%d) c%d\n", l.from.x, l.from.y, l.to.x, l.to.y, l.color);
    Point pts[4] = { [1].x = 5, [1].y = 6, [3] = { .y = 9 } };
    for (int i = 0; i < 4; i++) printf("[%d,%d]", pts[i].x, pts[i].y);
    printf("\n");
    Value vs[] = { { INT, { .i = 7 } }, { .tag = DBL, .as.d = 2.5 } };
    printf("%d %.2f\n", vs[0].as.i, vs[1].as.d);
    int grid[2][4] = { [1] = { 1, 2 }, [0][3] = 8 };
    for (int r = 0; r < 2; r++)
        for (int c = 0; c < 4; c++) printf("%d%c", grid[r][c], c == 3 ? '\n' : ' ');
    return 0;
}
