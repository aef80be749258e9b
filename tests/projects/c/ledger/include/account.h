#pragma once
#include "util.h"

struct account {
    int id;
    int balance;
};

void account_init(struct account *a, int id);
int account_deposit(struct account *a, int amount);
int account_total(struct account *list, int n);
int transactions_seen(void);
