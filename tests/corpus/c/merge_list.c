// features: malloc_free, pointer_to_pointer, recursion, pointer_to_struct, function_pointer, snprintf, struct
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Node {
    int key;
    char tag[8];
    struct Node *next;
} Node;

static Node *push(Node *head, int key, const char *tag) {
    Node *n = malloc(sizeof *n);
    if (!n) return head;
    n->key = key;
    snprintf(n->tag, sizeof n->tag, "%s", tag);
    n->next = head;
    return n;
}

static Node *merge(Node *a, Node *b) {
    Node dummy = {0};
    Node *tail = &dummy;
    while (a && b) {
        if (a->key <= b->key) { tail->next = a; a = a->next; }
        else { tail->next = b; b = b->next; }
        tail = tail->next;
    }
    tail->next = a ? a : b;
    return dummy.next;
}

static Node *sort(Node *head) {
    if (!head || !head->next) return head;
    Node *slow = head, *fast = head->next;
    while (fast && fast->next) { slow = slow->next; fast = fast->next->next; }
    Node *second = slow->next;
    slow->next = NULL;
    return merge(sort(head), sort(second));
}

static void print(const char *label, const Node *n) {
    printf("%s:", label);
    for (; n; n = n->next) printf(" %d%s", n->key, n->tag);
    putchar('\n');
}

static Node *reverse(Node *n) {
    Node *prev = NULL;
    while (n) {
        Node *next = n->next;
        n->next = prev;
        prev = n;
        n = next;
    }
    return prev;
}

static void remove_if(Node **head, int (*pred)(const Node *)) {
    Node **pp = head;
    while (*pp) {
        if (pred(*pp)) {
            Node *dead = *pp;
            *pp = dead->next;
            free(dead);
        } else {
            pp = &(*pp)->next;
        }
    }
}

static int is_odd(const Node *n) { return n->key % 2 != 0; }

int main(void) {
    int keys[] = { 42, 7, 19, 3, 88, 7, 56, 1, 23, 64 };
    const char *tags[] = { "a", "b", "c" };
    Node *list = NULL;
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
        list = push(list, keys[i], tags[i % 3]);
    print("built", list);
    list = sort(list);
    print("sorted", list);
    list = reverse(list);
    print("reversed", list);
    remove_if(&list, is_odd);
    print("evens", list);
    size_t count = 0;
    long sum = 0;
    for (Node *n = list; n; n = n->next) { count++; sum += n->key; }
    printf("%zu nodes, sum %ld, mean %.2f\n", count, sum, (double)sum / count);
    while (list) { Node *n = list->next; free(list); list = n; }
    print("freed", list);
    return 0;
}
