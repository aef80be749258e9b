#include "account.h"
#include "util.h"

static int transactions = 0;

void account_init(struct account *a, int id) {
    a->id = id;
    a->balance = 0;
}

int account_deposit(struct account *a, int amount) {
    a->balance = clamp(a->balance + amount, 0, CENTS(50));
    transactions++;
    return a->balance;
}

int account_total(struct account *list, int n) {
    int t = 0;
    for (int i = 0; i < n; i++) t += list[i].balance;
    return t;
}

int transactions_seen(void) { return transactions; }
