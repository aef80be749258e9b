// features: designated_initializer, array_2d, enum, pointer_to_struct, null
#include <stdio.h>
#include <string.h>

typedef enum { IDLE, COIN, SELECTED, VENDING, NSTATES } State;
typedef enum { EV_COIN, EV_SELECT, EV_CANCEL, EV_DONE, NEVENTS } Event;

static const char *state_names[] = {"IDLE", "COIN", "SELECTED", "VENDING"};
static const char *event_names[] = {"coin", "select", "cancel", "done"};

typedef struct { State next; const char *action; } Transition;

static const Transition table[NSTATES][NEVENTS] = {
    [IDLE] = {[EV_COIN] = {COIN, "accept coin"}, [EV_SELECT] = {IDLE, "ask for coin"},
              [EV_CANCEL] = {IDLE, NULL}, [EV_DONE] = {IDLE, NULL}},
    [COIN] = {[EV_COIN] = {COIN, "refund extra"}, [EV_SELECT] = {SELECTED, "reserve item"},
              [EV_CANCEL] = {IDLE, "refund"}, [EV_DONE] = {COIN, NULL}},
    [SELECTED] = {[EV_COIN] = {SELECTED, "refund extra"}, [EV_SELECT] = {SELECTED, "already selected"},
                  [EV_CANCEL] = {IDLE, "refund and release"}, [EV_DONE] = {VENDING, "dispense"}},
    [VENDING] = {[EV_COIN] = {VENDING, "refund extra"}, [EV_SELECT] = {VENDING, NULL},
                 [EV_CANCEL] = {VENDING, "too late"}, [EV_DONE] = {IDLE, "thank you"}},
};

int main(void) {
    Event script[] = {EV_SELECT, EV_COIN, EV_COIN, EV_SELECT, EV_CANCEL, EV_COIN, EV_SELECT, EV_DONE, EV_CANCEL, EV_DONE};
    State s = IDLE;
    int visits[NSTATES] = {0};
    for (size_t i = 0; i < sizeof script / sizeof script[0]; i++) {
        const Transition *t = &table[s][script[i]];
        printf("%-8s --%-6s--> %-8s %s\n", state_names[s], event_names[script[i]], state_names[t->next],
               t->action ? t->action : "(ignored)");
        s = t->next;
        visits[s]++;
    }
    for (int k = 0; k < NSTATES; k++) printf("%s=%d ", state_names[k], visits[k]);
    printf("\nfinal state: %s\n", state_names[s]);
    return 0;
}
