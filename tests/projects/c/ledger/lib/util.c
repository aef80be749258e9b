#include "util.h"
#include "account.h" /* util.c and account.c call each other */

const char *app_name = "ledger";

/* file-local: main.c has its own label() */
static const char *label(void) { return "util"; }

int clamp(int v, int lo, int hi) {
    if (v < lo) return lo;
    if (v > hi) return hi;
    return v;
}

int checksum(const char *s) {
    int h = 0;
    for (; *s; s++) h = (h * 31 + *s) % 1000;
    return h + (label()[0] == 'u' ? 0 : 1) + 1000 * transactions_seen();
}
