// features: qsort, malloc_free, recursion, pointer_to_pointer, memset, string_h, static_local, array_2d
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Node {
    unsigned char sym;
    unsigned freq;
    struct Node *left, *right;
} Node;

static Node *pool[512];
static int pool_len = 0;

static Node *new_node(unsigned char sym, unsigned freq, Node *l, Node *r) {
    Node *n = malloc(sizeof(Node));
    n->sym = sym; n->freq = freq; n->left = l; n->right = r;
    pool[pool_len++] = n;
    return n;
}

static int cmp_nodes(const void *a, const void *b) {
    const Node *x = *(Node * const *)a, *y = *(Node * const *)b;
    if (x->freq != y->freq) return x->freq < y->freq ? -1 : 1;
    return (int)x->sym - (int)y->sym;
}

static char codes[256][32];

static void assign(Node *n, char *prefix, int depth) {
    if (!n->left && !n->right) {
        prefix[depth] = '\0';
        strcpy(codes[n->sym], depth ? prefix : "0");
        return;
    }
    prefix[depth] = '0'; assign(n->left, prefix, depth + 1);
    prefix[depth] = '1'; assign(n->right, prefix, depth + 1);
}

int main(void) {
    const char *text = "abracadabra alakazam";
    unsigned freq[256] = {0};
    for (const char *p = text; *p; p++) freq[(unsigned char)*p]++;

    Node *queue[256];
    int qn = 0;
    for (int c = 0; c < 256; c++)
        if (freq[c]) queue[qn++] = new_node((unsigned char)c, freq[c], NULL, NULL);

    while (qn > 1) {
        qsort(queue, qn, sizeof queue[0], cmp_nodes);
        Node *a = queue[0], *b = queue[1];
        Node *m = new_node(a->sym < b->sym ? a->sym : b->sym, a->freq + b->freq, a, b);
        memmove(queue, queue + 2, (qn - 2) * sizeof queue[0]);
        qn -= 2;
        queue[qn++] = m;
    }
    char prefix[32];
    assign(queue[0], prefix, 0);

    size_t bits = 0;
    for (int c = 0; c < 256; c++) {
        if (!freq[c]) continue;
        printf("'%c' freq=%u code=%s\n", c, freq[c], codes[c]);
        bits += freq[c] * strlen(codes[c]);
    }
    printf("encoded: ");
    for (const char *p = text; *p; p++) fputs(codes[(unsigned char)*p], stdout);
    printf("\n%zu bits vs %zu bits raw (%.1f%%)\n", bits, strlen(text) * 8, 100.0 * bits / (strlen(text) * 8));
    for (int i = 0; i < pool_len; i++) free(pool[i]);
    return 0;
}
