// features: enum, struct, designated_initializer, array_2d, conditional_expression
#include <stdio.h>
#include <stdlib.h>

#define FLOORS 10
enum Dir { IDLE = 0, UP = 1, DOWN = -1 };

struct Request { int at_tick, from, to; };

struct Elevator {
    int floor;
    enum Dir dir;
    int riders;
    int stops[FLOORS];
    int moved;
};

static const char *dir_name(enum Dir d) { return d == UP ? "up" : d == DOWN ? "down" : "idle"; }

static int any_stop(const struct Elevator *e, int from, int step) {
    for (int f = from; f >= 0 && f < FLOORS; f += step) if (e->stops[f]) return 1;
    return 0;
}

int main(void) {
    struct Request reqs[] = {{0, 0, 7}, {1, 3, 1}, {2, 5, 9}, {4, 8, 2}, {6, 1, 4}, {9, 9, 0}};
    size_t nreq = sizeof reqs / sizeof reqs[0], next = 0;
    int pickups[FLOORS][FLOORS] = {{0}};
    struct Elevator e = {.floor = 0, .dir = IDLE};
    int delivered = 0;
    for (int tick = 0; tick < 40 && (delivered < (int)nreq || next < nreq); tick++) {
        while (next < nreq && reqs[next].at_tick == tick) {
            pickups[reqs[next].from][reqs[next].to]++;
            e.stops[reqs[next].from] = 1;
            next++;
        }
        if (e.stops[e.floor]) {
            e.stops[e.floor] = 0;
            int out = 0, in = 0;
            for (int f = 0; f < FLOORS; f++) {
                if (pickups[e.floor][f]) { in += pickups[e.floor][f]; e.stops[f] = 1; pickups[e.floor][f] = 0; }
            }
            out = e.riders > 0 ? 0 : 0;
            e.riders += in;
            printf("t=%2d floor %d: +%d riders (now %d)\n", tick, e.floor, in, e.riders);
            (void)out;
        }
        for (int f = 0; f < FLOORS; f++) (void)f;
        if (e.dir == UP && !any_stop(&e, e.floor + 1, 1)) e.dir = any_stop(&e, e.floor - 1, -1) ? DOWN : IDLE;
        else if (e.dir == DOWN && !any_stop(&e, e.floor - 1, -1)) e.dir = any_stop(&e, e.floor + 1, 1) ? UP : IDLE;
        else if (e.dir == IDLE) e.dir = any_stop(&e, e.floor + 1, 1) ? UP : any_stop(&e, e.floor - 1, -1) ? DOWN : IDLE;
        if (e.dir != IDLE) { e.floor += e.dir; e.moved++; }
        if (e.dir == IDLE && next >= nreq) { delivered = (int)nreq; }
        if (tick % 5 == 0) printf("t=%2d at %d going %s\n", tick, e.floor, dir_name(e.dir));
    }
    printf("moved %d floors, final floor %d, riders seen %d\n", e.moved, e.floor, e.riders);
    return 0;
}
