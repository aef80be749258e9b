// features: struct, array_of_structs, qsort, pointer_to_pointer, static_local, snprintf, sprintf, printf_flags, conditional_expression
/* Swiss-system chess tournament: pairing by score groups, results from ratings, tie-breaks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdbool.h>

#define MAX_PLAYERS 16
#define ROUNDS 4

typedef struct {
    int id;
    char name[24];
    int rating;
    int points2;            /* score in half points */
    int opponents[ROUNDS];
    int results2[ROUNDS];   /* 2 win, 1 draw, 0 loss */
    int games;
    bool had_bye;
} Player;

static Player players[MAX_PLAYERS];
static int nplayers;

static void add_player(const char *name, int rating) {
    Player *p = &players[nplayers];
    p->id = nplayers++;
    snprintf(p->name, sizeof p->name, "%s", name);
    p->rating = rating;
}

static bool played(const Player *a, int b) {
    for (int i = 0; i < a->games; i++)
        if (a->opponents[i] == b) return true;
    return false;
}

static int by_standing(const void *x, const void *y) {
    const Player *a = *(Player *const *)x, *b = *(Player *const *)y;
    if (a->points2 != b->points2) return b->points2 - a->points2;
    if (a->rating != b->rating) return b->rating - a->rating;
    return strcmp(a->name, b->name);
}

/* Deterministic outcome: higher rating wins unless the gap is under 60, then draw. */
static int decide(const Player *white, const Player *black) {
    int gap = white->rating + 25 - black->rating; /* white advantage */
    if (gap > 60) return 2;
    if (gap < -60) return 0;
    return 1;
}

static void record(Player *a, Player *b, int res_a) {
    a->opponents[a->games] = b ? b->id : -1;
    a->results2[a->games++] = res_a;
    a->points2 += res_a;
    if (b) {
        b->opponents[b->games] = a->id;
        b->results2[b->games++] = 2 - res_a;
        b->points2 += 2 - res_a;
    }
}

static void play_round(int round) {
    Player *order[MAX_PLAYERS];
    bool paired[MAX_PLAYERS] = {false};
    for (int i = 0; i < nplayers; i++) order[i] = &players[i];
    qsort(order, (size_t)nplayers, sizeof order[0], by_standing);
    printf("Round %d\n", round);
    if (nplayers % 2) {
        for (int i = nplayers - 1; i >= 0; i--)
            if (!order[i]->had_bye) {
                order[i]->had_bye = true;
                paired[order[i]->id] = true;
                record(order[i], NULL, 2);
                printf("  bye: %s\n", order[i]->name);
                break;
            }
    }
    for (int i = 0; i < nplayers; i++) {
        Player *a = order[i];
        if (paired[a->id]) continue;
        Player *b = NULL;
        for (int j = i + 1; j < nplayers && !b; j++)
            if (!paired[order[j]->id] && !played(a, order[j]->id)) b = order[j];
        for (int j = i + 1; j < nplayers && !b; j++) /* fall back to a rematch */
            if (!paired[order[j]->id]) b = order[j];
        if (!b) break;
        paired[a->id] = paired[b->id] = true;
        Player *white = (a->games + round) % 2 ? b : a, *black = white == a ? b : a;
        int r = decide(white, black);
        record(white, black, r);
        const char *txt[] = { "0-1", "1/2-1/2", "1-0" };
        printf("  %-10s (%4d) - %-10s (%4d)  %s\n", white->name, white->rating, black->name, black->rating, txt[r]);
    }
}

static int buchholz2(const Player *p) {
    int sum = 0;
    for (int i = 0; i < p->games; i++)
        if (p->opponents[i] >= 0) sum += players[p->opponents[i]].points2;
    return sum;
}

static double performance(const Player *p) {
    double total = 0; int n = 0;
    for (int i = 0; i < p->games; i++) {
        if (p->opponents[i] < 0) continue;
        total += players[p->opponents[i]].rating + 400.0 * (p->results2[i] - 1);
        n++;
    }
    return n ? total / n : 0.0;
}

static const char *fmt_points(int p2, char *buf) {
    sprintf(buf, "%d%s", p2 / 2, p2 % 2 ? ".5" : "");
    return buf;
}

int main(void) {
    const char *names[] = { "Anand", "Botvinnik", "Capablanca", "Ding", "Euwe", "Fischer", "Gelfand", "Hou", "Ivanchuk" };
    const int ratings[] = { 2750, 2620, 2700, 2780, 2555, 2790, 2690, 2610, 2705 };
    for (size_t i = 0; i < sizeof ratings / sizeof ratings[0]; i++) add_player(names[i], ratings[i]);
    for (int r = 1; r <= ROUNDS; r++) play_round(r);

    Player *order[MAX_PLAYERS];
    for (int i = 0; i < nplayers; i++) order[i] = &players[i];
    qsort(order, (size_t)nplayers, sizeof order[0], by_standing);
    printf("\n%-3s %-10s %5s %6s %5s %s\n", "#", "Name", "Pts", "Buch", "Perf", "History");
    char b1[8], b2[8];
    for (int i = 0; i < nplayers; i++) {
        const Player *p = order[i];
        printf("%-3d %-10s %5s %6s %5.0f ", i + 1, p->name, fmt_points(p->points2, b1), fmt_points(buchholz2(p), b2), performance(p));
        for (int g = 0; g < p->games; g++)
            printf("%c%s", "LDW"[p->results2[g]], p->opponents[g] < 0 ? "(bye)" : "");
        putchar('\n');
    }
    return 0;
}
