// features: signals_time, function_pointer, static_local, global_variable, exit_function
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>

/* A worker that reacts to signals it raises itself: a user signal counts
   reloads, an ignored one does nothing, and SIGTERM with the default action
   ends the program. */
static volatile sig_atomic_t reloads = 0;
static volatile sig_atomic_t last_signal = 0;

static void on_reload(int sig) {
    signal(sig, on_reload);  /* System V signal(): the handler must re-arm itself */
    last_signal = sig;
    reloads++;
    printf("  handler: signal %d, reload #%d\n", sig, (int)reloads);
}

static void on_interrupt(int sig) {
    static int count = 0;
    signal(sig, on_interrupt);
    printf("  handler: interrupt %d (seen %d times)\n", sig, ++count);
}

int main(void) {
    if (signal(SIGUSR1, on_reload) == SIG_ERR) return 1;
    void (*prev)(int) = signal(SIGINT, on_interrupt);
    printf("previous SIGINT handler is %s\n", prev == SIG_DFL ? "SIG_DFL" : "custom");
    for (int i = 0; i < 3; i++) {
        printf("work step %d\n", i);
        fflush(stdout);
        raise(SIGUSR1);
    }
    raise(SIGINT);
    raise(SIGINT);
    signal(SIGUSR2, SIG_IGN);
    raise(SIGUSR2);
    printf("after ignored SIGUSR2: reloads=%d last=%d\n", (int)reloads, (int)last_signal);
    prev = signal(SIGUSR1, SIG_DFL);
    printf("restored SIGUSR1 default (was %s)\n", prev == on_reload ? "on_reload" : "other");
    fflush(stdout);
    raise(SIGTERM);
    printf("not reached\n");
    return 0;
}
