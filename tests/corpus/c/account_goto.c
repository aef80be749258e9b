// features: goto_statement, labeled_statement, switch_statement, enum, designated_initializer, sscanf, malloc_free
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum status { OK = 0, ERR_NOMEM, ERR_PARSE, ERR_FUNDS, ERR_UNKNOWN };

static const char *const status_names[] = {
    [OK] = "ok",
    [ERR_NOMEM] = "out of memory",
    [ERR_PARSE] = "parse error",
    [ERR_FUNDS] = "insufficient funds",
    [ERR_UNKNOWN] = "unknown account",
};

typedef struct { char owner[16]; long cents; } Account;

static Account accounts[] = { {"ana", 12000}, {"ben", 550}, {"cho", 0} };
#define NACC (int)(sizeof accounts / sizeof accounts[0])

static Account *find(const char *name) {
    for (int i = 0; i < NACC; i++)
        if (strcmp(accounts[i].owner, name) == 0) return &accounts[i];
    return NULL;
}

static enum status transfer(const char *line) {
    enum status st = OK;
    char *from = malloc(16), *to = malloc(16);
    if (!from || !to) { st = ERR_NOMEM; goto out; }
    double amount;
    if (sscanf(line, "%15s -> %15s %lf", from, to, &amount) != 3) { st = ERR_PARSE; goto out; }
    Account *a = find(from), *b = find(to);
    if (!a || !b) { st = ERR_UNKNOWN; goto out; }
    long cents = (long)(amount * 100 + 0.5);
    if (a->cents < cents) { st = ERR_FUNDS; goto out; }
    a->cents -= cents;
    b->cents += cents;
out:
    free(from);
    free(to);
    return st;
}

static int fee_for(int tier) {
    int fee = 0;
    switch (tier) {
    case 3:
        fee += 100;
        /* fall through */
    case 2:
        fee += 50;
        /* fall through */
    case 1:
        fee += 25;
        break;
    case 0:
        break;
    default:
        fee = -1;
    }
    return fee;
}

int main(void) {
    const char *ops[] = {
        "ana -> ben 25.50", "ben -> cho 10", "cho -> ana 1000",
        "dan -> ana 5", "ana ben 3", "ben -> ana 0.05", "ana -> cho 94.49",
    };
    int counts[5] = {0};
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        enum status st = transfer(ops[i]);
        counts[st]++;
        printf("%-20s : %s\n", ops[i], status_names[st]);
    }
    for (int i = 0; i < NACC; i++)
        printf("%-4s %6ld.%02ld\n", accounts[i].owner, accounts[i].cents / 100, accounts[i].cents % 100);
    for (int s = OK; s <= ERR_UNKNOWN; s++)
        if (counts[s]) printf("%d x %s\n", counts[s], status_names[s]);
    for (int tier = -1; tier <= 4; tier++) printf("tier %d fee %d\n", tier, fee_for(tier));
    int i = 0, total = 0;
again:
    total += i * i;
    if (++i < 5) goto again;
    printf("squares total %d\n", total);
    return 0;
}
