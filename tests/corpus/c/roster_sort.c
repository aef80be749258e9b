// features: array_2d, qsort, bsearch, char_array, static_local, designated_initializer, main_exit_status
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A club roster kept as a fixed table of names: sorted and searched in
   place, with the command line consulted the usual way. */
#define MAXN 8
#define NAMELEN 16

static int by_name(const void *a, const void *b) { return strcmp((const char *)a, (const char *)b); }

static int by_score_desc(const void *a, const void *b) {
    const int *x = a, *y = b;   /* rows of {id, score} */
    return y[1] - x[1];
}

static const char *grade(int score) {
    static const char *bands[] = {[0] = "F", [6] = "D", [7] = "C", [8] = "B", [9] = "A", [10] = "A+"};
    const char *g = bands[score / 10];
    return g ? g : "F";
}

int main(int argc, char *argv[]) {
    if (argc > 1) {
        printf("usage: %s (no arguments)\n", argv[0]);
        return EXIT_FAILURE;
    }
    char roster[MAXN][NAMELEN] = {"Mallory", "alice", "Trent", "bob", "Eve", "carol", "Dave"};
    int n = 7;
    qsort(roster, n, sizeof roster[0], by_name);
    for (int i = 0; i < n; i++) printf("%d. %s\n", i + 1, roster[i]);
    char key[NAMELEN] = "Trent";
    char *hit = bsearch(key, roster, n, sizeof roster[0], by_name);
    printf("Trent %s\n", hit ? "is a member" : "is not a member");
    strcpy(key, "zed");
    printf("zed %s\n", bsearch(key, roster, n, NAMELEN, by_name) ? "is a member" : "is not a member");
    strcpy(roster[n++], "Zoe");
    strcat(roster[n - 1], "-Ann");
    printf("added %s (%zu chars), %d members\n", roster[n - 1], strlen(roster[n - 1]), n);

    int scores[][2] = {{101, 78}, {102, 95}, {103, 62}, {104, 88}, {105, 100}, {106, 45}};
    int m = sizeof scores / sizeof scores[0];
    qsort(scores, m, sizeof scores[0], by_score_desc);
    for (int i = 0; i < m; i++) printf("id %d score %3d grade %s\n", scores[i][0], scores[i][1], grade(scores[i][1]));
    static const int bonus[] = {[2] = 5, [5] = 10};
    printf("bonus table has %zu entries, last %d\n", sizeof bonus / sizeof bonus[0], bonus[5]);
    return EXIT_SUCCESS;
}
