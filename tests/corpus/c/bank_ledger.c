// features: enum, struct, switch_statement, designated_initializer, snprintf, stdlib_h
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

typedef enum { DEPOSIT, WITHDRAW, TRANSFER } TxKind;

typedef struct { int id; char owner[20]; long cents; } Account;
typedef struct { TxKind kind; int from, to; long cents; } Tx;

static Account accounts[] = {{101, "Ann", 50000}, {102, "Ben", 1250}, {103, "Cy", 0}};
#define NACC (int)(sizeof accounts / sizeof accounts[0])

static Account *find(int id) {
    for (int i = 0; i < NACC; i++) if (accounts[i].id == id) return &accounts[i];
    return NULL;
}

static const char *apply(const Tx *t) {
    Account *a = find(t->from), *b = find(t->to);
    switch (t->kind) {
    case DEPOSIT:
        if (!a) return "no such account";
        a->cents += t->cents;
        return "ok";
    case WITHDRAW:
        if (!a) return "no such account";
        if (a->cents < t->cents) return "insufficient funds";
        a->cents -= t->cents;
        return "ok";
    case TRANSFER:
        if (!a || !b) return "no such account";
        if (a == b) return "same account";
        if (a->cents < t->cents) return "insufficient funds";
        a->cents -= t->cents;
        b->cents += t->cents;
        return "ok";
    }
    return "bad kind";
}

static void money(char *out, size_t n, long cents) {
    snprintf(out, n, "%s$%ld.%02ld", cents < 0 ? "-" : "", labs(cents) / 100, labs(cents) % 100);
}

int main(void) {
    Tx log[] = {
        {DEPOSIT, 103, 0, 999}, {WITHDRAW, 102, 0, 5000}, {TRANSFER, 101, 102, 12345},
        {TRANSFER, 102, 102, 1}, {WITHDRAW, 104, 0, 1}, {TRANSFER, 103, 101, 999}, {WITHDRAW, 101, 0, 37655},
    };
    static const char *names[] = {[DEPOSIT] = "deposit", [WITHDRAW] = "withdraw", [TRANSFER] = "transfer"};
    int ok = 0;
    for (size_t i = 0; i < sizeof log / sizeof log[0]; i++) {
        char amt[32];
        money(amt, sizeof amt, log[i].cents);
        const char *res = apply(&log[i]);
        ok += strcmp(res, "ok") == 0;
        printf("#%zu %-8s %3d -> %3d %10s : %s\n", i + 1, names[log[i].kind], log[i].from, log[i].to, amt, res);
    }
    printf("%d/%zu applied\n", ok, sizeof log / sizeof log[0]);
    long total = 0;
    for (int i = 0; i < NACC; i++) {
        char amt[32];
        money(amt, sizeof amt, accounts[i].cents);
        total += accounts[i].cents;
        printf("%d %-5s %12s\n", accounts[i].id, accounts[i].owner, amt);
    }
    char amt[32];
    money(amt, sizeof amt, total);
    printf("total %s\n", amt);
    return 0;
}
