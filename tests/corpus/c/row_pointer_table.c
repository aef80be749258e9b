// features: pointer_to_array, array_initializer, sizeof, compound_assignment
// A timetable kept as fixed-width rows, with an index of pointers to whole
// rows (int (*)[N]) so that a row can be chosen, swapped and walked without
// copying it: the "array of pointers to arrays" idiom.
#include <stdio.h>

#define SLOTS 4

static int monday[SLOTS] = {9, 11, 14, 16};
static int tuesday[SLOTS] = {8, 10, 13, 17};
static int wednesday[SLOTS] = {10, 12, 15, 18};

static int busiest(int (*days[])[SLOTS], int n) {
    int best = 0, best_sum = -1;
    for (int d = 0; d < n; d++) {
        int sum = 0;
        for (int s = 0; s < SLOTS; s++) sum += (*days[d])[s];
        if (sum > best_sum) { best_sum = sum; best = d; }
    }
    return best;
}

static void print_row(const char *label, const int (*row)[SLOTS]) {
    printf("%-4s", label);
    for (int s = 0; s < SLOTS; s++) printf(" %2d:00", (*row)[s]);
    printf("\n");
}

int main(void) {
    int (*week[3])[SLOTS] = {&monday, &tuesday, &wednesday};
    const char *names[3] = {"Mon", "Tue", "Wed"};
    printf("sizeof week=%zu entry=%zu row=%zu\n", sizeof week, sizeof week[0], sizeof *week[0]);
    for (int d = 0; d < 3; d++) print_row(names[d], week[d]);

    /* shift Tuesday's third slot through the pointer: the row itself changes */
    (*week[1])[2] += 1;
    week[2][0][3] = 19;
    printf("tuesday[2]=%d wednesday[3]=%d\n", tuesday[2], wednesday[3]);

    /* swap the index entries, not the rows */
    int (*tmp)[SLOTS] = week[0];
    week[0] = week[2];
    week[2] = tmp;
    const char *tn = names[0]; names[0] = names[2]; names[2] = tn;
    for (int d = 0; d < 3; d++) print_row(names[d], week[d]);
    int b = busiest(week, 3);
    printf("busiest: %s\n", names[b]);
    printf("first slot of each:");
    for (int d = 0; d < 3; d++) printf(" %d", **week[d]);
    printf("\n");
    return 0;
}
