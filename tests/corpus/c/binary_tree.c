// features: recursion, malloc_free, pointer_to_struct, null, struct
#include <stdio.h>
#include <stdlib.h>

struct Tree {
    int key;
    struct Tree *left, *right;
};

struct Tree *insert(struct Tree *t, int key) {
    if (t == NULL) {
        t = malloc(sizeof(struct Tree));
        t->key = key;
        t->left = t->right = NULL;
        return t;
    }
    if (key < t->key) t->left = insert(t->left, key);
    else if (key > t->key) t->right = insert(t->right, key);
    return t;
}

void inorder(const struct Tree *t) {
    if (!t) return;
    inorder(t->left);
    printf("%d ", t->key);
    inorder(t->right);
}

int height(const struct Tree *t) {
    if (!t) return 0;
    int l = height(t->left), r = height(t->right);
    return 1 + (l > r ? l : r);
}

int contains(const struct Tree *t, int key) {
    while (t) {
        if (key == t->key) return 1;
        t = key < t->key ? t->left : t->right;
    }
    return 0;
}

void destroy(struct Tree *t) {
    if (!t) return;
    destroy(t->left);
    destroy(t->right);
    free(t);
}

int main(void) {
    int keys[] = {50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 30};
    struct Tree *root = NULL;
    for (int i = 0; i < 11; i++) root = insert(root, keys[i]);
    inorder(root);
    printf("\nheight=%d\n", height(root));
    printf("contains 45: %d, contains 55: %d\n", contains(root, 45), contains(root, 55));
    destroy(root);
    return 0;
}
