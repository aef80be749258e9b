// features: function_pointer_array, designated_initializer, enum, struct, pointer_to_struct
#include <stdio.h>
#include <stdlib.h>

typedef enum { OP_PUSH, OP_ADD, OP_SUB, OP_MUL, OP_DUP, OP_SWAP, OP_JNZ, OP_DEC, OP_PRINT, OP_HALT } OpCode;

typedef struct { OpCode op; int arg; } Instr;

typedef struct {
    int stack[64];
    int sp;
    int pc;
    int running;
    long steps;
} VM;

static void push(VM *vm, int v) {
    if (vm->sp >= 64) { fprintf(stderr, "overflow\n"); exit(1); }
    vm->stack[vm->sp++] = v;
}
static int pop(VM *vm) { return vm->stack[--vm->sp]; }

static void op_push(VM *vm, int arg) { push(vm, arg); }
static void op_add(VM *vm, int arg) { (void)arg; int b = pop(vm), a = pop(vm); push(vm, a + b); }
static void op_sub(VM *vm, int arg) { (void)arg; int b = pop(vm), a = pop(vm); push(vm, a - b); }
static void op_mul(VM *vm, int arg) { (void)arg; int b = pop(vm), a = pop(vm); push(vm, a * b); }
static void op_dup(VM *vm, int arg) { (void)arg; int a = pop(vm); push(vm, a); push(vm, a); }
static void op_swap(VM *vm, int arg) { (void)arg; int b = pop(vm), a = pop(vm); push(vm, b); push(vm, a); }
static void op_jnz(VM *vm, int arg) { if (vm->stack[vm->sp - 1] != 0) vm->pc = arg - 1; }
static void op_dec(VM *vm, int arg) { (void)arg; vm->stack[vm->sp - 1]--; }
static void op_print(VM *vm, int arg) { (void)arg; printf("top=%d depth=%d\n", vm->stack[vm->sp - 1], vm->sp); }
static void op_halt(VM *vm, int arg) { (void)arg; vm->running = 0; }

static void (*const dispatch[])(VM *, int) = {
    [OP_PUSH] = op_push, [OP_ADD] = op_add, [OP_SUB] = op_sub, [OP_MUL] = op_mul,
    [OP_DUP] = op_dup, [OP_SWAP] = op_swap, [OP_JNZ] = op_jnz, [OP_DEC] = op_dec,
    [OP_PRINT] = op_print, [OP_HALT] = op_halt,
};

static const char *op_name(OpCode op) {
    static const char *names[] = {"PUSH", "ADD", "SUB", "MUL", "DUP", "SWAP", "JNZ", "DEC", "PRINT", "HALT"};
    return op <= OP_HALT ? names[op] : "?";
}

static void run(VM *vm, const Instr *prog, int len) {
    vm->sp = 0; vm->pc = 0; vm->running = 1; vm->steps = 0;
    while (vm->running && vm->pc < len) {
        const Instr *in = &prog[vm->pc];
        dispatch[in->op](vm, in->arg);
        vm->pc++;
        vm->steps++;
    }
}

int main(void) {
    /* factorial of 6: acc n -> loop */
    Instr fact[] = {
        {OP_PUSH, 1}, {OP_PUSH, 6},
        /* 2: */ {OP_DUP, 0}, {OP_PUSH, 0}, {OP_SWAP, 0}, {OP_SUB, 0}, {OP_PUSH, -1}, {OP_MUL, 0},
        /* stack: acc n n */
        {OP_SWAP, 0},
        {OP_HALT, 0},
    };
    Instr prog[] = {
        {OP_PUSH, 2}, {OP_PUSH, 3}, {OP_ADD, 0}, {OP_PUSH, 7}, {OP_MUL, 0}, {OP_PRINT, 0},
        {OP_PUSH, 5}, {OP_DEC, 0}, {OP_PRINT, 0}, {OP_JNZ, 7}, {OP_HALT, 0},
    };
    VM vm;
    run(&vm, prog, (int)(sizeof prog / sizeof prog[0]));
    printf("steps=%ld final sp=%d\n", vm.steps, vm.sp);
    run(&vm, fact, (int)(sizeof fact / sizeof fact[0]));
    printf("fact program stack:");
    for (int i = 0; i < vm.sp; i++) printf(" %d", vm.stack[i]);
    printf("\n");
    for (int i = 0; i < (int)(sizeof prog / sizeof *prog); i++)
        printf("%02d %-6s%4d\n", i, op_name(prog[i].op), prog[i].arg);
    return 0;
}
