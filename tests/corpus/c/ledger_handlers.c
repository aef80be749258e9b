// features: function_pointer_array, enum, static_local, struct, printf_flags
#include <stdio.h>
#include <string.h>

enum TxKind { DEPOSIT, WITHDRAW, TRANSFER, FEE, TX_KIND_COUNT };

static const char *kind_names[TX_KIND_COUNT] = {"deposit", "withdraw", "transfer", "fee"};

typedef struct {
    int id;
    char owner[20];
    long cents;
} Account;

typedef struct {
    enum TxKind kind;
    int from, to;
    long amount;
} Tx;

static int next_tx_id(void) {
    static int counter = 1000;
    return ++counter;
}

typedef int (*handler)(Account *accts, const Tx *tx);

static int do_deposit(Account *a, const Tx *t) { a[t->to].cents += t->amount; return 0; }
static int do_withdraw(Account *a, const Tx *t) {
    if (a[t->from].cents < t->amount) return -1;
    a[t->from].cents -= t->amount;
    return 0;
}
static int do_transfer(Account *a, const Tx *t) {
    if (do_withdraw(a, t) != 0) return -1;
    a[t->to].cents += t->amount;
    return 0;
}
static int do_fee(Account *a, const Tx *t) { a[t->from].cents -= t->amount; return 0; }

static handler handlers[] = {do_deposit, do_withdraw, do_transfer, do_fee};

static void print_money(long cents) {
    printf("%s$%ld.%02ld", cents < 0 ? "-" : "", labs(cents) / 100, labs(cents) % 100);
}

int main(void) {
    Account accts[3] = {{1, "alice", 10000}, {2, "bob", 2500}, {3, "carol", 0}};
    Tx txs[] = {
        {DEPOSIT, 0, 2, 5000}, {WITHDRAW, 1, 0, 3000}, {TRANSFER, 0, 1, 4550},
        {FEE, 2, 0, 125}, {TRANSFER, 2, 0, 10000}, {WITHDRAW, 1, 0, 1000},
    };
    int counts[TX_KIND_COUNT] = {0};
    for (size_t i = 0; i < sizeof txs / sizeof txs[0]; i++) {
        int id = next_tx_id();
        int rc = handlers[txs[i].kind](accts, &txs[i]);
        counts[txs[i].kind]++;
        printf("#%d %-9s ", id, kind_names[txs[i].kind]);
        print_money(txs[i].amount);
        printf(" %s\n", rc == 0 ? "ok" : "REJECTED");
    }
    for (int i = 0; i < 3; i++) {
        printf("%-6s ", accts[i].owner);
        print_money(accts[i].cents);
        putchar('\n');
    }
    for (enum TxKind k = DEPOSIT; k < TX_KIND_COUNT; k++)
        printf("%s=%d%c", kind_names[k], counts[k], k + 1 == TX_KIND_COUNT ? '\n' : ' ');
    enum TxKind k = TRANSFER;
    k = (enum TxKind)(k + 1);
    printf("after transfer comes %s (%d)\n", kind_names[k], k);
    return 0;
}
