#include <stdio.h>
#include "account.h"
#include "util.h"
#include "account.h"

static const char *label(void) { return "main"; }

int main(void) {
    struct account accts[MAX_ACCOUNTS];
    for (int i = 0; i < MAX_ACCOUNTS; i++) account_init(&accts[i], i + 1);
    account_deposit(&accts[0], 1200);
    account_deposit(&accts[1], 9000);
    account_deposit(&accts[1], -100);
    account_deposit(&accts[3], -50);
    for (int i = 0; i < MAX_ACCOUNTS; i++) printf("account %d: %d\n", accts[i].id, accts[i].balance);
    printf("total %d after %d transactions\n", account_total(accts, MAX_ACCOUNTS), transactions_seen());
    printf("%s %s checksum %d\n", app_name, label(), checksum("ledger"));
    return 0;
}
