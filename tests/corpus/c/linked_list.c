// features: malloc_free, pointer_to_struct, struct, null, while_statement, pointer_to_pointer
#include <stdio.h>
#include <stdlib.h>

typedef struct Node {
    int value;
    struct Node *next;
} Node;

void push_front(Node **head, int v) {
    Node *n = (Node *)malloc(sizeof(Node));
    n->value = v;
    n->next = *head;
    *head = n;
}

void append(Node **head, int v) {
    Node *n = malloc(sizeof *n);
    n->value = v;
    n->next = NULL;
    if (*head == NULL) { *head = n; return; }
    Node *cur = *head;
    while (cur->next != NULL) cur = cur->next;
    cur->next = n;
}

Node *reverse(Node *head) {
    Node *prev = NULL;
    while (head) {
        Node *next = head->next;
        head->next = prev;
        prev = head;
        head = next;
    }
    return prev;
}

void print(const Node *n) {
    printf("[");
    for (; n; n = n->next) printf("%d%s", n->value, n->next ? ", " : "");
    printf("]\n");
}

int main(void) {
    Node *list = NULL;
    for (int i = 1; i <= 5; i++) append(&list, i * i);
    push_front(&list, 0);
    print(list);
    list = reverse(list);
    print(list);
    int sum = 0, len = 0;
    for (Node *n = list; n != NULL; n = n->next) { sum += n->value; len++; }
    printf("len=%d sum=%d\n", len, sum);
    while (list) { Node *n = list; list = list->next; free(n); }
    print(list);
    return 0;
}
