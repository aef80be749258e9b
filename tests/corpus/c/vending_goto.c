// features: goto_statement, enum, strtok, switch_statement, array_of_structs
#include <stdio.h>
#include <string.h>

typedef enum { IDLE, COLLECTING, DISPENSING, REFUNDING } State;
static const char *state_name(State s) {
    switch (s) {
    case IDLE: return "idle";
    case COLLECTING: return "collecting";
    case DISPENSING: return "dispensing";
    case REFUNDING: return "refunding";
    }
    return "?";
}

struct product { const char *name; int price; int stock; };

int main(void) {
    struct product items[] = { {"cola", 125, 2}, {"chips", 90, 0}, {"candy", 65, 5} };
    const char *events = "Q Q Q Q S0 D Q D S1 R Q Q Q S2 Q S0 Q S0 X";
    char buf[128];
    strcpy(buf, events);
    State st = IDLE;
    int credit = 0, sales = 0, revenue = 0;
    for (char *tok = strtok(buf, " "); tok; tok = strtok(NULL, " ")) {
        State before = st;
        switch (tok[0]) {
        case 'Q': credit += 25; st = COLLECTING; break;
        case 'D': credit += 10; st = COLLECTING; break;
        case 'R':
            st = REFUNDING;
            printf("  refund %d cents\n", credit);
            credit = 0;
            st = IDLE;
            break;
        case 'S': {
            int k = tok[1] - '0';
            if (k < 0 || k > 2) goto bad;
            struct product *p = &items[k];
            if (p->stock == 0) { printf("  %s sold out\n", p->name); break; }
            if (credit < p->price) { printf("  %s costs %d, credit %d\n", p->name, p->price, credit); break; }
            st = DISPENSING;
            p->stock--;
            credit -= p->price;
            sales++;
            revenue += p->price;
            printf("  dispense %s, change %d\n", p->name, credit);
            credit = 0;
            st = IDLE;
            break;
        }
        default:
            goto bad;
        }
        printf("%-3s %-10s -> %-10s credit=%d\n", tok, state_name(before), state_name(st), credit);
        continue;
    bad:
        printf("%-3s invalid event, machine halts\n", tok);
        break;
    }
    printf("sales=%d revenue=$%d.%02d stock:", sales, revenue / 100, revenue % 100);
    for (int i = 0; i < 3; i++) printf(" %s=%d", items[i].name, items[i].stock);
    putchar('\n');
    return 0;
}
