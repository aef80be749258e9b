// features: address_of_scalar_field, pointer, pointer_to_struct, array_of_structs, struct
#include <stdio.h>

struct Point { int x; int y; };
struct Account { char name[16]; double balance; int id; };

void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
void deposit(double *bal, double amt) { *bal += amt; }
void bump(int *counter) { (*counter)++; }

int main(void) {
    struct Point p = {3, 7};
    swap(&p.x, &p.y);
    printf("p = (%d, %d)\n", p.x, p.y);
    int *px = &p.x;
    *px = 100;
    printf("p.x = %d via *px = %d\n", p.x, *px);
    struct Account acc = {"alice", 10.0, 1};
    deposit(&acc.balance, 25.5);
    printf("%s has %.2f\n", acc.name, acc.balance);
    struct Point pts[3] = {{1, 2}, {3, 4}, {5, 6}};
    for (int i = 0; i < 3; i++) swap(&pts[i].x, &pts[i].y);
    for (int i = 0; i < 3; i++) printf("(%d,%d) ", pts[i].x, pts[i].y);
    printf("\n");
    struct Point *pp = &pts[1];
    bump(&pp->x);
    bump(&pp->x);
    printf("pts[1].x = %d\n", pts[1].x);
    int *py = &pp->y;
    *py *= 10;
    printf("pts[1].y = %d\n", pts[1].y);
    return 0;
}
