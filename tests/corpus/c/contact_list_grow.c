// features: malloc_free, struct, flexible_array_member, string_h, qsort, pointer_arithmetic
/* A contact list that starts as one malloc'd record and grows with realloc,
   the way small C tools often begin ("room for one, grow when needed");
   a note record with a flexible array member grows its text the same way. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char name[24];
    char *phone;
    int calls;
} Contact;

typedef struct {
    int len;
    long stamp;
    double weight;
    char text[];
} Note;

static Contact *add(Contact *list, size_t *n, const char *name, char *phone, int calls) {
    Contact *grown = realloc(list, (*n + 1) * sizeof *grown);
    if (!grown) { free(list); return NULL; }
    snprintf(grown[*n].name, sizeof grown[*n].name, "%s", name);
    grown[*n].phone = phone;
    grown[*n].calls = calls;
    (*n)++;
    return grown;
}

static int by_calls(const void *a, const void *b) {
    return ((const Contact *)a)->calls - ((const Contact *)b)->calls;
}

int main(void) {
    size_t n = 1;
    Contact *list = malloc(sizeof(Contact));  /* room for one */
    strcpy(list->name, "Ada");
    list->phone = "555-0100";
    list->calls = 7;
    Contact *first = calloc(1, sizeof *first);
    first->calls = 1;
    first = realloc(first, sizeof *first);    /* same size: stays one record */
    printf("same-size realloc keeps calls=%d\n", first->calls);
    free(first);

    list = add(list, &n, "Grace", "555-0199", 3);
    list = add(list, &n, "Linus", "555-0142", 12);
    list = add(list, &n, "Barbara", "555-0123", 0);
    for (size_t i = 0; i < n; i++)
        printf("%zu %-8s %s calls=%d\n", i, list[i].name, list[i].phone, list[i].calls);
    /* records copied out of and back into the array with memcpy */
    Contact backup;
    memcpy(&backup, &list[1], sizeof backup);
    Contact *spare = malloc(sizeof *spare);
    memcpy(spare, list + 2, sizeof *spare);
    spare->calls += 100;
    memcpy(&list[3], spare, sizeof list[3]);
    backup.calls = -1;
    printf("backup %s %d, spare %s %d, list[1] %s %d, list[3] %s %d\n", backup.name, backup.calls, spare->name,
           spare->calls, list[1].name, list[1].calls, list[3].name, list[3].calls);
    free(spare);
    list = realloc(list, 2 * sizeof(Contact));  /* shrink keeps the first two */
    n = 2;
    printf("after shrink: %s, %s\n", list[0].name, list[1].name);
    free(list);

    /* a counted allocation of one record is still an array: walked to p + n, sorted, compared */
    size_t count = 1;
    Contact *few = calloc(count, sizeof *few);
    strcpy(few[0].name, "Edsger");
    few[0].calls = 4;
    qsort(few, count, sizeof *few, by_calls);
    for (Contact *p = few; p < few + count; p++) printf("few: %s %d\n", p->name, p->calls);
    Contact *also = malloc(count * sizeof(Contact));
    *also = few[0];
    printf("same bytes: %s\n", memcmp(also, few, sizeof *also) == 0 ? "yes" : "no");
    free(also);
    free(few);

    Note *note = malloc(sizeof(Note) + 1);
    note->len = 0;
    note->stamp = 1700000000L;
    note->weight = 0.5;
    note->text[0] = '\0';
    const char *parts[] = {"buy milk", "; call Ada", "; fix the realloc bug"};
    for (int i = 0; i < 3; i++) {
        size_t add_len = strlen(parts[i]);
        note = realloc(note, sizeof(Note) + note->len + add_len + 1);
        memcpy(note->text + note->len, parts[i], add_len + 1);
        note->len += (int)add_len;
        printf("note(%d, stamp %ld, w %.1f): %s\n", note->len, note->stamp, note->weight, note->text);
    }
    free(note);
    return 0;
}
