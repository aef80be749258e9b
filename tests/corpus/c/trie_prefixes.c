// features: struct, pointer_to_struct, malloc_free, recursion, ctype_h, bool_type, char_array, printf_flags
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <stdbool.h>

#define ALPHA 26

typedef struct TrieNode {
    struct TrieNode *child[ALPHA];
    bool terminal;
    int count;
} TrieNode;

static TrieNode *node_new(void) {
    TrieNode *n = calloc(1, sizeof *n);
    if (!n) { perror("calloc"); exit(EXIT_FAILURE); }
    return n;
}

static void trie_insert(TrieNode *root, const char *word) {
    TrieNode *cur = root;
    for (const char *p = word; *p; ++p) {
        int idx = tolower((unsigned char)*p) - 'a';
        if (idx < 0 || idx >= ALPHA) continue;
        if (!cur->child[idx]) cur->child[idx] = node_new();
        cur = cur->child[idx];
        cur->count++;
    }
    cur->terminal = true;
}

static int prefix_count(const TrieNode *root, const char *prefix) {
    const TrieNode *cur = root;
    while (*prefix) {
        int idx = *prefix++ - 'a';
        if (!cur->child[idx]) return 0;
        cur = cur->child[idx];
    }
    return cur->count;
}

static void collect(const TrieNode *n, char *buf, int depth) {
    if (n->terminal) {
        buf[depth] = '\0';
        printf("  %s\n", buf);
    }
    for (int i = 0; i < ALPHA; i++) {
        if (n->child[i]) {
            buf[depth] = (char)('a' + i);
            collect(n->child[i], buf, depth + 1);
        }
    }
}

static void trie_free(TrieNode *n) {
    if (!n) return;
    for (int i = 0; i < ALPHA; i++) trie_free(n->child[i]);
    free(n);
}

int main(void) {
    const char *words[] = {"apple", "application", "apply", "ape", "banana",
                           "band", "bandana", "can", "candle", "Candy", NULL};
    TrieNode *root = node_new();
    for (size_t i = 0; words[i] != NULL; i++) trie_insert(root, words[i]);

    const char *prefixes[] = {"ap", "app", "ban", "c", "cand", "x"};
    for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++)
        printf("prefix %-5s -> %d\n", prefixes[i], prefix_count(root, prefixes[i]));

    char buf[64];
    puts("sorted:");
    collect(root, buf, 0);
    trie_free(root);
    return 0;
}
