// features: exit_function, function_pointer, static_local, global_variable, main_exit_status
#include <stdio.h>
#include <stdlib.h>

/* A worker that registers cleanup as it acquires resources; a fatal
   condition takes the quick path, which skips the regular handlers. */
static int open_files = 0;

static void release_files(void) { printf("atexit: released %d files\n", open_files); }
static void release_lock(void) { printf("atexit: lock released\n"); }
/* quick_exit does not flush stdio: these handlers flush their own output */
static void quick_flush(void) { printf("quick: flushed journal (%d files open)\n", open_files); fflush(stdout); }
static void quick_alert(void) { printf("quick: alert sent\n"); fflush(stdout); }

static int step(int n) {
    static int calls = 0;
    calls++;
    open_files += n;
    printf("step %d: +%d files (total %d)\n", calls, n, open_files);
    return open_files > 6;
}

int main(void) {
    if (atexit(release_lock) != 0 || atexit(release_files) != 0) return 1;
    at_quick_exit(quick_alert);
    at_quick_exit(quick_flush);
    int loads[] = {2, 1, 3, 4, 2};
    for (size_t i = 0; i < sizeof loads / sizeof loads[0]; i++) {
        if (step(loads[i])) {
            printf("too many files, quick exit\n");
            fflush(stdout);
            quick_exit(4);
        }
    }
    puts("normal end");
    return 0;
}
