// features: malloc_free, struct, pointer_to_struct
// expect: symbolic -- glibc aborts ("free(): double free detected", status 134): curated by hand,
// the VM stops with "free(): double free" at line 21 (status 1)
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char *name; int qty; } Item;

int main(void) {
    Item *it = malloc(sizeof *it);
    it->name = strdup("widget");
    it->qty = 3;
    printf("%s x%d\n", it->name, it->qty);
    char *name = it->name;
    free(it->name);
    free(it);
    printf("released\n");
    char *buf = malloc(8);
    free(buf);
    free(name);
    printf("not reached\n");
    return 0;
}
