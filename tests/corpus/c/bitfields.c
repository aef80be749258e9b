// features: bitfield, memset, struct_value_semantics, stdin_input, typedef
#include <stdio.h>
#include <string.h>
#include <stdint.h>

typedef struct {
    unsigned int read : 1;
    unsigned int write : 1;
    unsigned int exec : 1;
    unsigned int owner : 5;
} Perm;

struct Date {
    unsigned day : 5;
    unsigned month : 4;
    unsigned year : 12;
};

struct Temp { signed int delta : 4; unsigned int sensor : 4; };

typedef struct {
    char name[10];
    int hp;
    double speed;
    Perm perm;
} Unit;

static void show_perm(Perm p) {
    printf("%c%c%c owner=%u\n", p.read ? 'r' : '-', p.write ? 'w' : '-', p.exec ? 'x' : '-', p.owner);
}

int main(void) {
    Perm p = {1, 0, 1, 7};
    show_perm(p);
    p.write = 1;
    p.owner = 40;  /* wraps to 5 bits */
    show_perm(p);
    struct Date d = {31, 12, 2024};
    printf("%02u/%02u/%u size=%zu\n", d.day, d.month, d.year, sizeof d);
    d.day++;
    d.month += 5;
    printf("after overflow: day=%u month=%u\n", d.day, d.month);
    struct Temp t = {0, 3};
    for (int i = 0; i < 5; i++) {
        t.delta += 3;
        printf("delta=%d ", t.delta);
    }
    printf("sensor=%u\n", t.sensor);
    Unit u = {"scout", 50, 2.5, {1, 1, 0, 3}};
    Unit backup;
    memcpy(&backup, &u, sizeof u);
    memset(&u, 0, sizeof u);
    printf("cleared: [%s] %d %.1f %u\n", u.name, u.hp, u.speed, u.perm.owner);
    printf("backup: [%s] %d %.1f %u\n", backup.name, backup.hp, backup.speed, backup.perm.owner);
    int c = getchar();
    printf("stdin empty: %s\n", c == EOF ? "yes" : "no");
    return 0;
}
