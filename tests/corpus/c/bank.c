// features: array_of_structs, enum, snprintf, address_of, struct
#include <stdio.h>
#include <string.h>

#define MAX_ACCOUNTS 4

typedef enum { OK = 0, ERR_FUNDS = -1, ERR_NOACCT = -2 } Status;

typedef struct {
    int id;
    char owner[20];
    long cents;
} Account;

typedef struct {
    Account accounts[MAX_ACCOUNTS];
    int count;
} Bank;

static Account *find(Bank *b, int id) {
    for (int i = 0; i < b->count; i++)
        if (b->accounts[i].id == id) return &b->accounts[i];
    return NULL;
}

static int open_account(Bank *b, const char *owner, long cents) {
    if (b->count == MAX_ACCOUNTS) return -1;
    Account *a = &b->accounts[b->count];
    a->id = 100 + b->count;
    snprintf(a->owner, sizeof a->owner, "%s", owner);
    a->cents = cents;
    b->count++;
    return a->id;
}

static Status transfer(Bank *b, int from, int to, long cents) {
    Account *src = find(b, from), *dst = find(b, to);
    if (!src || !dst) return ERR_NOACCT;
    if (src->cents < cents) return ERR_FUNDS;
    src->cents -= cents;
    dst->cents += cents;
    return OK;
}

static const char *status_str(Status s) {
    switch (s) {
        case OK: return "ok";
        case ERR_FUNDS: return "insufficient funds";
        case ERR_NOACCT: return "no such account";
    }
    return "?";
}

int main(void) {
    Bank bank = {0};
    int a = open_account(&bank, "Alice Wonderland-Smith", 10000);
    int b = open_account(&bank, "Bob", 2550);
    int c = open_account(&bank, "Carol", 0);
    printf("opened %d %d %d\n", a, b, c);
    struct { int from, to; long amt; } ops[] = {{a, b, 2500}, {b, c, 6000}, {b, c, 5050}, {c, 999, 1}};
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++) {
        Status s = transfer(&bank, ops[i].from, ops[i].to, ops[i].amt);
        printf("transfer %d->%d %ld: %s (%d)\n", ops[i].from, ops[i].to, ops[i].amt, status_str(s), s);
    }
    long total = 0;
    for (int i = 0; i < bank.count; i++) {
        Account *acc = &bank.accounts[i];
        printf("%d %-20s|%6ld.%02ld\n", acc->id, acc->owner, acc->cents / 100, acc->cents % 100);
        total += acc->cents;
    }
    printf("total %ld\n", total);
    return 0;
}
