// features: pointer_to_pointer, malloc_free, array_2d, string_h, comma_expression, function_pointer
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static const char *dict[] = {
    "cold", "cord", "card", "ward", "warm", "word", "worm", "wore", "core",
    "care", "bare", "barn", "warn", "corn", "coal", "goal", "gold", "golf",
};
#define NW ((int)(sizeof dict / sizeof dict[0]))

static int one_apart(const char *a, const char *b) {
    int diff = 0;
    for (; *a && *b; a++, b++) if (*a != *b && ++diff > 1) return 0;
    return diff == 1 && !*a && !*b;
}

static int index_of(const char *w) {
    for (int i = 0; i < NW; i++) if (!strcmp(dict[i], w)) return i;
    return -1;
}

static int ladder(const char *from, const char *to, const char **path) {
    int start = index_of(from), goal = index_of(to);
    if (start < 0 || goal < 0) return 0;
    int prev[NW], queue[NW], head = 0, tail = 0;
    for (int i = 0; i < NW; i++) prev[i] = -2;
    prev[start] = -1;
    queue[tail++] = start;
    while (head < tail) {
        int cur = queue[head++];
        if (cur == goal) break;
        for (int i = 0; i < NW; i++)
            if (prev[i] == -2 && one_apart(dict[cur], dict[i])) {
                prev[i] = cur;
                queue[tail++] = i;
            }
    }
    if (prev[goal] == -2) return 0;
    int len = 0;
    for (int v = goal; v != -1; v = prev[v]) path[len++] = dict[v];
    for (int i = 0; i < len / 2; i++) {
        const char *t = path[i]; path[i] = path[len - 1 - i]; path[len - 1 - i] = t;
    }
    return len;
}

int main(int argc, char **argv) {
    printf("program %s with %d arg(s)\n", argc > 0 ? "given" : "none", argc);
    const char *pairs[][2] = { {"cold", "warm"}, {"gold", "barn"}, {"golf", "word"}, {"cold", "cold"}, {"cold", "xyzw"} };
    for (size_t p = 0; p < sizeof pairs / sizeof pairs[0]; p++) {
        const char *path[NW];
        int n = ladder(pairs[p][0], pairs[p][1], path);
        printf("%s -> %s: ", pairs[p][0], pairs[p][1]);
        if (!n) { puts("no ladder"); continue; }
        for (int i = 0; i < n; i++) printf("%s%s", path[i], i + 1 < n ? " > " : "");
        printf(" (%d steps)\n", n - 1);
    }
    char **copy = malloc(NW * sizeof(char *));
    for (int i = 0; i < NW; i++) {
        copy[i] = malloc(5);
        strcpy(copy[i], dict[i]);
    }
    int (*cmp)(const void *, const void *) = NULL;
    (void)cmp;
    for (int i = 1; i < NW; i++)
        for (int j = i; j > 0 && strcmp(copy[j - 1], copy[j]) > 0; j--) {
            char *t = copy[j]; copy[j] = copy[j - 1]; copy[j - 1] = t;
        }
    for (char **w = copy; w < copy + NW; w++) printf("%s%c", *w, (w - copy) % 6 == 5 ? '\n' : ' ');
    for (int i = 0; i < NW; i++) free(copy[i]);
    free(copy);
    (void)argv;
    return 0;
}
