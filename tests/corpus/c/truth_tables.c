// features: logical_operators, bitwise_operators, preproc_include, compound_assignment, bool_type
#include <iso646.h>
#include <stdbool.h>
#include <stdio.h>

/* Truth tables and a parity check written with the <iso646.h> spellings
   (and, or, not, xor, bitand, ...), as some style guides ask. */
static bool implies(bool p, bool q) { return not p or q; }
static bool iff(bool p, bool q) { return (p and q) or (not p and not q); }

int main(void) {
    printf(" p q | and or xor -> <->\n");
    for (int p = 0; p <= 1; p++)
        for (int q = 0; q <= 1; q++)
            printf(" %d %d |  %d   %d   %d   %d   %d\n", p, q, p and q, p or q, p xor q, implies(p, q), iff(p, q));
    unsigned flags = 0x5A;
    unsigned mask = 0x0F;
    printf("flags bitand mask = %#x, bitor = %#x, compl mask = %#x\n", flags bitand mask, flags bitor mask, compl mask bitand 0xFFu);
    flags and_eq 0xF0;
    flags or_eq 0x01;
    flags xor_eq 0x80;
    printf("after updates: %#x (not_eq 0: %d)\n", flags, flags not_eq 0);
    int parity = 0;
    for (unsigned v = 0xB7; v; v >>= 1) parity xor_eq (int)(v bitand 1u);
    printf("parity of 0xB7: %s\n", parity ? "odd" : "even");
    return 0;
}
