// features: designated_initializer, qsort, bsearch, array_of_structs, pointer_arithmetic, printf_flags, typedef, struct
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char name[24];
    int id;
    double gpa;
    int credits;
} Student;

static Student roster[] = {
    { .name = "Alice Moore", .id = 1042, .gpa = 3.71, .credits = 96 },
    { .name = "Bob Li", .id = 1007, .gpa = 3.15, .credits = 64 },
    { .name = "Carmen Diaz", .id = 1131, .gpa = 3.71, .credits = 102 },
    { .name = "Dmitri Petrov", .id = 1099, .gpa = 2.88, .credits = 45 },
    { .name = "Eve Park", .id = 1003, .gpa = 3.95, .credits = 120 },
    { .name = "Farah Khan", .id = 1120, .gpa = 3.15, .credits = 88 },
    { .id = 1200, .name = "Gus", .credits = 12, .gpa = 2.0 },
};
#define NSTUD (sizeof roster / sizeof roster[0])

static int by_gpa_desc(const void *a, const void *b) {
    const Student *x = a, *y = b;
    if (x->gpa < y->gpa) return 1;
    if (x->gpa > y->gpa) return -1;
    return strcmp(x->name, y->name);
}

static int by_id(const void *a, const void *b) {
    const Student *x = (const Student *)a;
    const Student *y = (const Student *)b;
    return (x->id > y->id) - (x->id < y->id);
}

static const char *standing(int credits) {
    if (credits >= 90) return "senior";
    if (credits >= 60) return "junior";
    if (credits >= 30) return "sophomore";
    return "freshman";
}

int main(void) {
    size_t n = NSTUD;
    printf("%zu students, %zu bytes each\n", n, sizeof(Student));
    qsort(roster, n, sizeof(Student), by_gpa_desc);
    printf("%-4s %-16s %5s %7s %s\n", "rank", "name", "gpa", "credits", "standing");
    int rank = 0;
    double prev = -1.0;
    for (size_t i = 0; i < n; i++) {
        if (roster[i].gpa != prev) rank = (int)i + 1;
        prev = roster[i].gpa;
        printf("%-4d %-16s %5.2f %7d %s\n", rank, roster[i].name, roster[i].gpa,
               roster[i].credits, standing(roster[i].credits));
    }
    qsort(roster, n, sizeof roster[0], by_id);
    int wanted[] = { 1099, 1131, 1500, 1003 };
    for (int i = 0; i < 4; i++) {
        Student key = { .id = wanted[i] };
        Student *hit = bsearch(&key, roster, n, sizeof(Student), by_id);
        if (hit)
            printf("id %d -> %s (index %td)\n", wanted[i], hit->name, hit - roster);
        else
            printf("id %d -> not found\n", wanted[i]);
    }
    double total = 0;
    int total_credits = 0;
    for (const Student *s = roster; s < roster + n; s++) {
        total += s->gpa * s->credits;
        total_credits += s->credits;
    }
    printf("credit-weighted gpa: %.3f over %d credits\n", total / total_credits, total_credits);
    return 0;
}
