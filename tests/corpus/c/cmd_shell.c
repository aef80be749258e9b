// features: function_pointer, strtok, pointer_to_pointer, array_of_structs, ctype_h, stdlib_h, string_h
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <ctype.h>

#define MAXARGS 8

typedef int (*cmd_fn)(int argc, char **argv);

static int stack[32];
static int sp = 0;

static int cmd_push(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        char *end;
        long v = strtol(argv[i], &end, 0);
        if (*end != '\0') { printf("push: bad number '%s'\n", argv[i]); return 1; }
        stack[sp++] = (int)v;
    }
    return 0;
}

static int cmd_add(int argc, char **argv) {
    (void)argc; (void)argv;
    if (sp < 2) { puts("add: stack underflow"); return 1; }
    int b = stack[--sp], a = stack[--sp];
    stack[sp++] = a + b;
    return 0;
}

static int cmd_mul(int argc, char **argv) {
    (void)argc; (void)argv;
    if (sp < 2) { puts("mul: stack underflow"); return 1; }
    int b = stack[--sp], a = stack[--sp];
    stack[sp++] = a * b;
    return 0;
}

static int cmd_show(int argc, char **argv) {
    (void)argc; (void)argv;
    printf("[");
    for (int i = 0; i < sp; i++) printf(i ? " %d" : "%d", stack[i]);
    printf("]\n");
    return 0;
}

static int cmd_echo(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        for (char *p = argv[i]; *p; p++) putchar(toupper((unsigned char)*p));
        putchar(i + 1 < argc ? ' ' : '\n');
    }
    return 0;
}

struct command {
    const char *name;
    cmd_fn fn;
    const char *help;
};

static const struct command commands[] = {
    { "push", cmd_push, "push numbers" },
    { "add", cmd_add, "add top two" },
    { "mul", cmd_mul, "multiply top two" },
    { "show", cmd_show, "print the stack" },
    { "echo", cmd_echo, "shout the arguments" },
};

static int split(char *line, char **argv) {
    int argc = 0;
    for (char *tok = strtok(line, " \t"); tok && argc < MAXARGS; tok = strtok(NULL, " \t"))
        argv[argc++] = tok;
    argv[argc] = NULL;
    return argc;
}

static int run(const char *text) {
    char buf[128];
    strncpy(buf, text, sizeof buf - 1);
    buf[sizeof buf - 1] = '\0';
    char *argv[MAXARGS + 1];
    int argc = split(buf, argv);
    if (argc == 0) return 0;
    for (size_t i = 0; i < sizeof commands / sizeof *commands; i++) {
        if (strcmp(commands[i].name, argv[0]) == 0)
            return commands[i].fn(argc, argv);
    }
    printf("%s: command not found\n", argv[0]);
    return 127;
}

int main(void) {
    const char *script[] = {
        "push 3 4", "add", "push 0x10", "mul", "show",
        "push 7 x9", "echo hello  world", "frobnicate now",
        "  ", "add", "add", "show", NULL
    };
    int failures = 0;
    for (const char **line = script; *line; line++) {
        printf("> %s\n", *line);
        int rc = run(*line);
        if (rc) { failures++; printf("  (exit %d)\n", rc); }
    }
    printf("%d failures\n", failures);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        printf("%-6s %s\n", commands[i].name, commands[i].help);
    return 0;
}
