# features: closure, lambda, custom_exception, dictionary, recursion, try_statement, except_clause, string_methods
"""A tiny Forth evaluator: integer arithmetic, stack words, user definitions."""


class StackUnderflowError(Exception):
    pass


def evaluate(input_data):
    stack = []
    words = {}

    def pop(n):
        if len(stack) < n:
            if not stack:
                raise StackUnderflowError("Insufficient number of items in stack")
            raise StackUnderflowError("Insufficient number of items in stack")
        vals = stack[-n:]
        del stack[-n:]
        return vals

    def binop(fn):
        a, b = pop(2)
        stack.append(fn(a, b))

    def div(a, b):
        if b == 0:
            raise ZeroDivisionError("divide by zero")
        return a // b

    builtins = {
        "+": lambda: binop(lambda a, b: a + b),
        "-": lambda: binop(lambda a, b: a - b),
        "*": lambda: binop(lambda a, b: a * b),
        "/": lambda: binop(div),
        "dup": lambda: stack.extend(pop(1) * 2),
        "drop": lambda: pop(1),
        "swap": lambda: stack.extend(reversed(pop(2))),
        "over": lambda: stack.extend((lambda v: v + [v[0]])(pop(2))),
    }

    def run(tokens):
        for tok in tokens:
            if tok in words:
                run(words[tok])
            elif tok in builtins:
                builtins[tok]()
            else:
                try:
                    stack.append(int(tok))
                except ValueError:
                    raise ValueError("undefined operation") from None

    for line in input_data:
        tokens = line.lower().split()
        if tokens and tokens[0] == ":":
            if tokens[-1] != ";" or len(tokens) < 4:
                raise ValueError("illegal operation")
            name = tokens[1]
            if name.lstrip("-").isdigit():
                raise ValueError("illegal operation")
            body = []
            for t in tokens[2:-1]:
                body.extend(words.get(t, [t]))
            words[name] = body
        else:
            run(tokens)
    return stack


programs = [
    ["1 2 3 4 5"],
    ["1 2 +", "10 *"],
    ["12 3 /", "8 3 -"],
    ["1 2 swap over dup"],
    [": square dup * ;", "7 square"],
    [": foo 5 ;", ": bar foo ;", ": foo 6 ;", "bar foo"],
    ["1 DUP Dup dup"],
    ["1 0 /"],
    ["drop"],
    ["1 +"],
    ["foo"],
    [": 1 2 ;"],
    [": swap dup ;", "1 swap"],
]

for prog in programs:
    try:
        print(" | ".join(prog), "=>", evaluate(prog))
    except StackUnderflowError as e:
        print(" | ".join(prog), "=> underflow:", e)
    except ZeroDivisionError as e:
        print(" | ".join(prog), "=> zero:", e)
    except ValueError as e:
        print(" | ".join(prog), "=> error:", e.args[0])
