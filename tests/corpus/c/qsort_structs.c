// features: qsort, array_of_structs, string_h, type_cast, printf_flags
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char name[20];
    int age;
    double score;
} Student;

static int by_age(const void *a, const void *b) {
    const Student *x = a, *y = b;
    return x->age - y->age;
}
static int by_name(const void *a, const void *b) {
    return strcmp(((const Student *)a)->name, ((const Student *)b)->name);
}
static int by_score_desc(const void *a, const void *b) {
    double d = ((const Student *)b)->score - ((const Student *)a)->score;
    return (d > 0) - (d < 0);
}
static int cmp_int(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}
static int cmp_str(const void *a, const void *b) {
    return strcmp(*(const char **)a, *(const char **)b);
}

void print_all(const char *title, Student *s, int n) {
    printf("-- %s --\n", title);
    for (int i = 0; i < n; i++) printf("%-8s %3d %6.2f\n", s[i].name, s[i].age, s[i].score);
}

int main(void) {
    Student s[] = {
        {"Maria", 22, 88.5}, {"Ahmed", 19, 92.25}, {"Chen", 25, 79.0},
        {"Bob", 21, 92.25}, {"Zoe", 20, 65.75},
    };
    int n = sizeof(s) / sizeof(s[0]);
    qsort(s, n, sizeof(Student), by_age);
    print_all("by age", s, n);
    qsort(s, n, sizeof s[0], by_name);
    print_all("by name", s, n);
    qsort(s, n, sizeof(Student), by_score_desc);
    print_all("by score", s, n);
    int nums[] = {5, -3, 9, 0, 12, -7, 4};
    qsort(nums, 7, sizeof(int), cmp_int);
    for (int i = 0; i < 7; i++) printf("%d%c", nums[i], i == 6 ? '\n' : ' ');
    const char *fruits[] = {"pear", "apple", "fig", "banana", "cherry"};
    qsort(fruits, 5, sizeof(char *), cmp_str);
    for (int i = 0; i < 5; i++) printf("%s ", fruits[i]);
    printf("\n");
    return 0;
}
