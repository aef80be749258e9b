// features: function_pointer, pointer_to_array, typedef, struct, malloc_free
/* Declarations whose base type is a typedef name and whose declarator is
   parenthesised: Vec2 (*make)(double, double) = ...; Cell *(*pick)(Cell *, int) = ...;
   Cell (*rows)[W] = malloc(...). */
#include <stdio.h>
#include <stdlib.h>

typedef struct { double x, y; } Vec2;
typedef struct { char glyph; int visits; } Cell;
typedef long Money;

enum { W = 4 };

static Vec2 vec(double x, double y) { Vec2 v = {x, y}; return v; }
static Vec2 polar_unit(double a, double b) { Vec2 v = {a / (a + b), b / (a + b)}; return v; }
static Money cents(Money dollars) { return dollars * 100; }
static Money tax(Money amount) { return amount / 8; }
static Cell *busiest(Cell *row, int n) {
    Cell *best = row;
    for (int i = 1; i < n; i++)
        if (row[i].visits > best->visits) best = &row[i];
    return best;
}

int main(void) {
    Vec2 (*make)(double, double) = vec;
    Vec2 p = make(3.0, 4.5);
    printf("vec: (%.2f, %.2f)\n", p.x, p.y);
    make = polar_unit;
    printf("unit: (%.3f, %.3f) x=%.3f\n", make(1.0, 3.0).x, make(1.0, 3.0).y, make(2, 2).x);

    Money (*conv)(Money) = cents;
    Money total = conv(12);
    conv = tax;
    printf("money: %ld cents, tax %ld\n", total, conv(total));

    int h = 3;
    Cell (*grid)[W] = malloc(h * sizeof *grid);
    for (int r = 0; r < h; r++)
        for (int c = 0; c < W; c++) {
            grid[r][c].glyph = (char)((r + c) % 2 ? '#' : '.');
            grid[r][c].visits = r * W + c;
        }
    grid[1][2].glyph = '@';
    Cell *(*pick)(Cell *, int) = busiest;
    Cell *top = pick(grid[2], W);
    printf("busiest of row 2: '%c' with %d visits\n", top->glyph, top->visits);
    for (int r = 0; r < h; r++) {
        for (int c = 0; c < W; c++) putchar(grid[r][c].glyph);
        printf("  %d\n", grid[r][W - 1].visits);
    }
    Money (*ledger)[2] = calloc(2, sizeof *ledger);
    ledger[0][1] = 250;
    ledger[1][0] = -75;
    printf("ledger: %ld %ld %ld %ld, row size %zu\n", ledger[0][0], ledger[0][1], ledger[1][0], ledger[1][1], sizeof *ledger);
    free(ledger);
    free(grid);
    return 0;
}
