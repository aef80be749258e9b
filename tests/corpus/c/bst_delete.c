// features: recursion, malloc_free, compound_literal, function_pointer, pointer_to_struct, conditional_expression
#include <stdio.h>
#include <stdlib.h>

typedef struct Node { int key; struct Node *left, *right; } Node;

static Node *insert(Node *root, int key) {
    if (!root) {
        Node *n = malloc(sizeof *n);
        *n = (Node){ key, NULL, NULL };
        return n;
    }
    if (key < root->key) root->left = insert(root->left, key);
    else if (key > root->key) root->right = insert(root->right, key);
    return root;
}

static Node *delete(Node *root, int key) {
    if (!root) return NULL;
    if (key < root->key) root->left = delete(root->left, key);
    else if (key > root->key) root->right = delete(root->right, key);
    else {
        if (!root->left || !root->right) {
            Node *child = root->left ? root->left : root->right;
            free(root);
            return child;
        }
        Node *succ = root->right;
        while (succ->left) succ = succ->left;
        root->key = succ->key;
        root->right = delete(root->right, succ->key);
    }
    return root;
}

static void inorder(const Node *n, void (*visit)(int, void *), void *ctx) {
    if (!n) return;
    inorder(n->left, visit, ctx);
    visit(n->key, ctx);
    inorder(n->right, visit, ctx);
}

static void print_key(int k, void *ctx) { (void)ctx; printf(" %d", k); }
static void sum_key(int k, void *ctx) { *(long *)ctx += k; }

static int height(const Node *n) {
    if (!n) return 0;
    int l = height(n->left), r = height(n->right);
    return 1 + (l > r ? l : r);
}

static void show(const Node *n, int depth) {
    if (!n) return;
    show(n->right, depth + 1);
    printf("%*s%d\n", depth * 4, "", n->key);
    show(n->left, depth + 1);
}

static void destroy(Node *n) {
    if (!n) return;
    destroy(n->left);
    destroy(n->right);
    free(n);
}

int main(void) {
    int keys[] = {50, 30, 70, 20, 40, 60, 80, 35, 45, 65};
    Node *root = NULL;
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) root = insert(root, keys[i]);
    show(root, 0);
    printf("height %d, in order:", height(root));
    inorder(root, print_key, NULL);
    long sum = 0;
    inorder(root, sum_key, &sum);
    printf("\nsum %ld\n", sum);
    int del[] = {20, 30, 50, 99};
    for (size_t i = 0; i < 4; i++) {
        root = delete(root, del[i]);
        printf("after deleting %d:", del[i]);
        inorder(root, print_key, NULL);
        printf(" (height %d, root %d)\n", height(root), root ? root->key : -1);
    }
    destroy(root);
    return 0;
}
