// features: enum, array_of_structs, pointer_to_struct, bool_type, static_local, macro_object, printf_flags
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdbool.h>

enum status { AVAILABLE, ON_LOAN, LOST };

struct book {
    int id;
    char title[40];
    char author[24];
    enum status st;
    int borrower;      /* member id, or -1 */
    int due_day;
};

struct member {
    int id;
    const char *name;
    double fines;
    int loans;
};

static struct book books[] = {
    {1, "The C Programming Language", "Kernighan", AVAILABLE, -1, 0},
    {2, "Structure and Interpretation", "Abelson", AVAILABLE, -1, 0},
    {3, "Godel, Escher, Bach", "Hofstadter", AVAILABLE, -1, 0},
    {4, "The Art of Computer Programming", "Knuth", AVAILABLE, -1, 0},
    {5, "Code Complete", "McConnell", AVAILABLE, -1, 0},
};
static struct member members[] = { {100, "ada", 0, 0}, {101, "brian", 0, 0}, {102, "grace", 0, 0} };
#define NBOOKS (sizeof books / sizeof books[0])
#define NMEMBERS (int)(sizeof members / sizeof members[0])

static struct book *find_book(int id) {
    for (size_t i = 0; i < NBOOKS; i++) if (books[i].id == id) return &books[i];
    return NULL;
}
static struct member *find_member(int id) {
    for (int i = 0; i < NMEMBERS; i++) if (members[i].id == id) return members + i;
    return NULL;
}

static bool checkout(int book_id, int member_id, int today) {
    struct book *b = find_book(book_id);
    struct member *m = find_member(member_id);
    if (!b || !m) { printf("day %2d: unknown book %d or member %d\n", today, book_id, member_id); return false; }
    if (b->st != AVAILABLE) { printf("day %2d: '%s' is not available\n", today, b->title); return false; }
    if (m->loans >= 2 || m->fines > 1.0) { printf("day %2d: %s may not borrow (loans=%d, fines=%.2f)\n", today, m->name, m->loans, m->fines); return false; }
    b->st = ON_LOAN; b->borrower = member_id; b->due_day = today + 14;
    m->loans++;
    printf("day %2d: %s borrows '%.20s...' due day %d\n", today, m->name, b->title, b->due_day);
    return true;
}

static void give_back(int book_id, int today) {
    struct book *b = find_book(book_id);
    if (!b || b->st != ON_LOAN) return;
    struct member *m = find_member(b->borrower);
    int late = today - b->due_day;
    if (late > 0) {
        double fine = late * 0.25;
        if (fine > 5.0) fine = 5.0;
        m->fines += fine;
        printf("day %2d: %s returns #%d %d days late, fine %.2f\n", today, m->name, book_id, late, fine);
    } else {
        printf("day %2d: %s returns #%d on time\n", today, m->name, book_id);
    }
    m->loans--;
    b->st = AVAILABLE; b->borrower = -1;
}

int main(void) {
    checkout(1, 100, 1);
    checkout(4, 100, 2);
    checkout(2, 100, 3);
    checkout(1, 101, 3);
    checkout(3, 101, 5);
    checkout(9, 101, 5);
    give_back(1, 20);
    give_back(3, 18);
    checkout(1, 100, 21);
    give_back(4, 60);
    checkout(5, 100, 61);
    books[1].st = LOST;
    static const char *names[] = {"available", "on loan", "lost"};
    puts("\ncatalogue:");
    for (size_t i = 0; i < NBOOKS; i++)
        printf("  #%d %-32s %-10s %-9s%s\n", books[i].id, books[i].title, books[i].author, names[books[i].st],
               books[i].st == ON_LOAN ? " (out)" : "");
    puts("members:");
    for (int i = 0; i < NMEMBERS; i++)
        printf("  %d %-6s loans=%d fines=$%5.2f\n", members[i].id, members[i].name, members[i].loans, members[i].fines);
    return 0;
}
