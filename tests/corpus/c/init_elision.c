// features: array_initializer, array_2d, array_of_structs, compound_literal, char_array, string_h
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
struct P { int x, y; };
int main(void) {
    int m[2][3] = {1, 2, 3, 4, 5, 6};
    printf("%d %d\n", m[1][0], m[0][2]);
    struct P ps[2] = {1, 2, 3, 4};
    printf("%d %d\n", ps[1].x, ps[0].y);
    char *p = malloc(10);
    strcpy(p, "hi");
    strcat(p, "!!");
    printf("%s %zu\n", p, strlen(p));
    printf("%-*s|%5.1f%%\n", 6, "ab", 12.34);
    unsigned short us = 65535; us++;
    printf("%u\n", us);
    int *q = (int[]){7, 8, 9};
    printf("%d\n", q[2]);
    char s[20] = "abc";
    printf("%zu %zu\n", sizeof s, strlen(s));
    return 0;
}
