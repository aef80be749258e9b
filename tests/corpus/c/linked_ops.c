// features: pointer_to_pointer, address_of_scalar_field, malloc_free, string_h
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Item {
    char name[24];
    int qty;
    struct Item *next;
} Item;

typedef struct {
    Item *head;
    int size;
} List;

void push_front(List *l, const char *name, int qty) {
    Item *it = (Item *)malloc(sizeof *it);
    strcpy(it->name, name);
    it->qty = qty;
    it->next = l->head;
    l->head = it;
    l->size++;
}

void append(List *l, const char *name, int qty) {
    Item **pp = &l->head;
    while (*pp) pp = &(*pp)->next;
    Item *it = calloc(1, sizeof(Item));
    strncpy(it->name, name, sizeof it->name - 1);
    it->qty = qty;
    *pp = it;
    l->size++;
}

int remove_name(List *l, const char *name) {
    for (Item **pp = &l->head; *pp; pp = &(*pp)->next) {
        if (strcmp((*pp)->name, name) == 0) {
            Item *dead = *pp;
            *pp = dead->next;
            free(dead);
            l->size--;
            return 1;
        }
    }
    return 0;
}

void reverse(List *l) {
    Item *prev = NULL, *cur = l->head;
    while (cur) {
        Item *next = cur->next;
        cur->next = prev;
        prev = cur;
        cur = next;
    }
    l->head = prev;
}

void print(const List *l) {
    printf("[%d]", l->size);
    for (const Item *it = l->head; it != NULL; it = it->next) printf(" %s:%d", it->name, it->qty);
    printf("\n");
}

int main(void) {
    List l = {NULL, 0};
    append(&l, "apple", 3);
    append(&l, "bread", 1);
    push_front(&l, "milk", 2);
    append(&l, "eggs", 12);
    print(&l);
    reverse(&l);
    print(&l);
    printf("remove bread: %d\n", remove_name(&l, "bread"));
    printf("remove tea: %d\n", remove_name(&l, "tea"));
    print(&l);
    int total = 0;
    for (Item *it = l.head; it; it = it->next) total += it->qty;
    printf("total qty = %d\n", total);
    while (l.head) remove_name(&l, l.head->name);
    print(&l);
    return 0;
}
