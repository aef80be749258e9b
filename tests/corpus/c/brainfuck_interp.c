// features: switch_statement, inttypes_h, integer_overflow_wrap, pointer, memset, macro_object, comma_expression
#include <stdio.h>
#include <string.h>
#include <stdint.h>

#define TAPE 30000

static int run(const char *prog, const char *input, char *out, size_t outcap) {
    uint8_t tape[TAPE];
    memset(tape, 0, sizeof tape);
    size_t len = strlen(prog);
    int match[1024];
    int stack[64], sp = 0;
    if (len > 1024) return -1;
    for (size_t i = 0; i < len; i++) {
        if (prog[i] == '[') stack[sp++] = (int)i;
        else if (prog[i] == ']') {
            if (sp == 0) return -2;
            int j = stack[--sp];
            match[i] = j; match[j] = (int)i;
        }
    }
    if (sp != 0) return -2;
    size_t ptr = 0, o = 0;
    long steps = 0;
    for (size_t pc = 0; pc < len; pc++, steps++) {
        switch (prog[pc]) {
        case '>': ptr++; break;
        case '<': ptr--; break;
        case '+': tape[ptr]++; break;
        case '-': tape[ptr]--; break;
        case '.': if (o + 1 < outcap) out[o++] = (char)tape[ptr]; break;
        case ',': tape[ptr] = *input ? (uint8_t)*input++ : 0; break;
        case '[': if (!tape[ptr]) pc = match[pc]; break;
        case ']': if (tape[ptr]) pc = match[pc]; break;
        default: break;
        }
    }
    out[o] = '\0';
    return (int)(steps % 100000);
}

int main(void) {
    const char *hello = "++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------.--------.>>+.";
    const char *rev = ">,[>,]<[.<]";
    const char *upcase = ",[>++++[<-------->-]<.,]";
    char out[256];
    int r = run(hello, "", out, sizeof out);
    printf("hello: rc=%d out=[%s]", r, out);
    r = run(rev, "stressed", out, sizeof out);
    printf("\nrev: rc=%d out=[%s]\n", r, out);
    r = run(upcase, "shout", out, sizeof out);
    printf("upcase: rc=%d out=[%s]\n", r, out);
    r = run("[[]", "", out, sizeof out);
    printf("unbalanced: rc=%d\n", r);
    uint8_t wrap = 0;
    wrap--;
    printf("wrap=%u\n", wrap);
    return 0;
}
