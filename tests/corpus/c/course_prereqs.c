// features: array_2d, qsort, string_h, memset, global_variable, static_local, nested_loops
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#define MAXC 16

static char names[MAXC][24];
static int ncourses = 0;
static int adj[MAXC][MAXC];
static int indeg[MAXC];

static int course_id(const char *name) {
    for (int i = 0; i < ncourses; i++)
        if (!strcmp(names[i], name)) return i;
    strcpy(names[ncourses], name);
    return ncourses++;
}

static void prereq(const char *before, const char *after) {
    int a = course_id(before), b = course_id(after);
    if (!adj[a][b]) { adj[a][b] = 1; indeg[b]++; }
}

static int cmp_name(const void *x, const void *y) {
    return strcmp(names[*(const int *)x], names[*(const int *)y]);
}

int main(void) {
    static const char *edges[][2] = {
        {"intro", "datastructs"}, {"intro", "discrete"}, {"discrete", "algorithms"},
        {"datastructs", "algorithms"}, {"algorithms", "compilers"}, {"systems", "compilers"},
        {"intro", "systems"}, {"systems", "networks"}, {"algorithms", "ml"}, {"linalg", "ml"},
    };
    for (size_t i = 0; i < sizeof edges / sizeof edges[0]; i++) prereq(edges[i][0], edges[i][1]);

    int ready[MAXC], nready = 0, order[MAXC], norder = 0;
    int deg[MAXC];
    memcpy(deg, indeg, sizeof deg);
    for (int i = 0; i < ncourses; i++) if (deg[i] == 0) ready[nready++] = i;
    int semester = 1;
    while (nready > 0) {
        qsort(ready, nready, sizeof(int), cmp_name);
        printf("semester %d:", semester++);
        int next[MAXC], nnext = 0;
        for (int k = 0; k < nready; k++) {
            int c = ready[k];
            printf(" %s", names[c]);
            order[norder++] = c;
            for (int j = 0; j < ncourses; j++)
                if (adj[c][j] && --deg[j] == 0) next[nnext++] = j;
        }
        putchar('\n');
        memcpy(ready, next, nnext * sizeof(int));
        nready = nnext;
    }
    printf("%d of %d courses scheduled, last: %s\n", norder, ncourses, names[order[norder - 1]]);
    prereq("compilers", "intro");
    memcpy(deg, indeg, sizeof deg);
    int queue[MAXC], head = 0, tail = 0, seen = 0;
    for (int i = 0; i < ncourses; i++) if (!deg[i]) queue[tail++] = i;
    while (head < tail) {
        int c = queue[head++]; seen++;
        for (int j = 0; j < ncourses; j++) if (adj[c][j] && !--deg[j]) queue[tail++] = j;
    }
    printf("after adding compilers->intro: %s (%d stuck)\n", seen == ncourses ? "acyclic" : "cycle", ncourses - seen);
    return 0;
}
