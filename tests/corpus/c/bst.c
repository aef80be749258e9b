// features: malloc_free, recursion, pointer_to_struct, typedef, null
#include <stdio.h>
#include <stdlib.h>

typedef struct Node {
    int key;
    struct Node *left, *right;
} Node;

Node *insert(Node *root, int key) {
    if (root == NULL) {
        Node *n = malloc(sizeof(Node));
        n->key = key;
        n->left = n->right = NULL;
        return n;
    }
    if (key < root->key) root->left = insert(root->left, key);
    else if (key > root->key) root->right = insert(root->right, key);
    return root;
}

void inorder(const Node *n) {
    if (!n) return;
    inorder(n->left);
    printf("%d ", n->key);
    inorder(n->right);
}

int height(Node *n) {
    if (!n) return 0;
    int l = height(n->left), r = height(n->right);
    return 1 + (l > r ? l : r);
}

Node *find_min(Node *n) {
    while (n && n->left) n = n->left;
    return n;
}

Node *delete(Node *root, int key) {
    if (!root) return NULL;
    if (key < root->key) root->left = delete(root->left, key);
    else if (key > root->key) root->right = delete(root->right, key);
    else {
        if (!root->left) { Node *r = root->right; free(root); return r; }
        if (!root->right) { Node *l = root->left; free(root); return l; }
        Node *m = find_min(root->right);
        root->key = m->key;
        root->right = delete(root->right, m->key);
    }
    return root;
}

void free_tree(Node *n) {
    if (!n) return;
    free_tree(n->left);
    free_tree(n->right);
    free(n);
}

int count(Node *n) { return n ? 1 + count(n->left) + count(n->right) : 0; }

int main(void) {
    int keys[] = {50, 30, 70, 20, 40, 60, 80, 35, 45, 65};
    Node *root = NULL;
    for (size_t i = 0; i < sizeof keys / sizeof *keys; i++) root = insert(root, keys[i]);
    inorder(root); printf("\n");
    printf("height=%d count=%d\n", height(root), count(root));
    root = delete(root, 30);
    root = delete(root, 50);
    inorder(root); printf("\n");
    printf("root=%d min=%d\n", root->key, find_min(root)->key);
    free_tree(root);
    return 0;
}
