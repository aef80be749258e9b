// features: array_of_structs, memset, compound_literal, recursion, nested_struct
#include <stdio.h>
#include <limits.h>
#include <string.h>

#define V 7

typedef struct { int to, weight; } Edge;
typedef struct { Edge edges[8]; int n; char name[8]; } Node;

static void add_edge(Node g[], int a, int b, int w) {
    g[a].edges[g[a].n++] = (Edge){b, w};
    g[b].edges[g[b].n++] = (Edge){a, w};
}

static void dijkstra(Node g[], int src, int dist[], int prev[]) {
    int done[V] = {0};
    for (int i = 0; i < V; i++) { dist[i] = INT_MAX; prev[i] = -1; }
    dist[src] = 0;
    for (int iter = 0; iter < V; iter++) {
        int u = -1;
        for (int i = 0; i < V; i++)
            if (!done[i] && dist[i] != INT_MAX && (u < 0 || dist[i] < dist[u])) u = i;
        if (u < 0) break;
        done[u] = 1;
        for (int e = 0; e < g[u].n; e++) {
            Edge ed = g[u].edges[e];
            if (dist[u] + ed.weight < dist[ed.to]) {
                dist[ed.to] = dist[u] + ed.weight;
                prev[ed.to] = u;
            }
        }
    }
}

static void print_path(Node g[], int prev[], int t) {
    if (prev[t] >= 0) { print_path(g, prev, prev[t]); printf(" -> "); }
    printf("%s", g[t].name);
}

static int bfs_levels(Node g[], int src, int level[]) {
    int queue[V], head = 0, tail = 0, maxl = 0;
    memset(level, -1, V * sizeof(int));
    level[src] = 0;
    queue[tail++] = src;
    while (head < tail) {
        int u = queue[head++];
        for (int e = 0; e < g[u].n; e++) {
            int v = g[u].edges[e].to;
            if (level[v] < 0) { level[v] = level[u] + 1; if (level[v] > maxl) maxl = level[v]; queue[tail++] = v; }
        }
    }
    return maxl;
}

int main(void) {
    Node g[V];
    memset(g, 0, sizeof g);
    const char *names[V] = {"A", "B", "C", "D", "E", "F", "G"};
    for (int i = 0; i < V; i++) strcpy(g[i].name, names[i]);
    add_edge(g, 0, 1, 7); add_edge(g, 0, 2, 9); add_edge(g, 0, 5, 14);
    add_edge(g, 1, 2, 10); add_edge(g, 1, 3, 15); add_edge(g, 2, 3, 11);
    add_edge(g, 2, 5, 2); add_edge(g, 3, 4, 6); add_edge(g, 4, 5, 9);
    int dist[V], prev[V];
    dijkstra(g, 0, dist, prev);
    for (int i = 0; i < V; i++) {
        if (dist[i] == INT_MAX) { printf("%s: unreachable\n", g[i].name); continue; }
        printf("%s: %3d  ", g[i].name, dist[i]);
        print_path(g, prev, i);
        printf("\n");
    }
    int level[V];
    int depth = bfs_levels(g, 3, level);
    printf("BFS from D, depth %d:", depth);
    for (int i = 0; i < V; i++) printf(" %s=%d", g[i].name, level[i]);
    printf("\n");
    return 0;
}
