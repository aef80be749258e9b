# features: match_statement, custom_exception, tuple_unpacking, dictionary, string_methods, f_string, try_statement, except_clause
"""Two-pass assembler and emulator for a toy accumulator machine."""

SOURCE = """
; compute factorials 1..6 and sum of squares
        LOAD  #1
        STORE n
        LOAD  #1
        STORE fact
loop:   LOAD  fact
        MUL   n
        STORE fact
        OUT   fact
        LOAD  n
        ADD   #1
        STORE n
        SUB   #7
        JNZ   loop
        HALT
n:      .word 0
fact:   .word 0
"""

OPCODES = {"LOAD": 1, "STORE": 2, "ADD": 3, "SUB": 4, "MUL": 5, "JNZ": 6, "OUT": 7, "HALT": 0}


class AsmError(Exception):
    def __init__(self, line_no, message):
        super().__init__(f"line {line_no}: {message}")


def assemble(src):
    labels, lines = {}, []
    addr = 0
    for no, raw in enumerate(src.splitlines(), 1):
        code = raw.split(";", 1)[0].strip()
        if not code:
            continue
        if ":" in code:
            label, code = (part.strip() for part in code.split(":", 1))
            if label in labels:
                raise AsmError(no, f"duplicate label {label!r}")
            labels[label] = addr
        if code:
            lines.append((no, addr, code.split()))
            addr += 1
    memory = []
    for no, addr, parts in lines:
        op, *args = parts
        if op == ".word":
            memory.append(("DATA", int(args[0])))
            continue
        if op not in OPCODES:
            raise AsmError(no, f"unknown opcode {op}")
        if op == "HALT":
            memory.append((op, None, None))
            continue
        (arg,) = args
        if arg.startswith("#"):
            memory.append((op, "imm", int(arg[1:])))
        elif arg in labels:
            memory.append((op, "addr", labels[arg]))
        else:
            raise AsmError(no, f"undefined symbol {arg}")
    return memory, labels


def run(memory, limit=1000):
    mem = [cell[1] if cell[0] == "DATA" else cell for cell in memory]
    acc = pc = steps = 0
    out = []
    while steps < limit:
        steps += 1
        op, mode, arg = mem[pc]
        value = arg if mode == "imm" else (mem[arg] if mode else None)
        pc += 1
        match op:
            case "LOAD":
                acc = value
            case "STORE":
                mem[arg] = acc
            case "ADD":
                acc += value
            case "SUB":
                acc -= value
            case "MUL":
                acc *= value
            case "JNZ":
                if acc:
                    pc = arg
            case "OUT":
                out.append(value)
            case "HALT":
                return out, steps
    raise RuntimeError("step limit exceeded")


program, labels = assemble(SOURCE)
print("labels:", labels)
print("words:", len(program))
for addr, cell in enumerate(program[:5]):
    print(f"  {addr:02d}: {cell}")
out, steps = run(program)
print("output:", out, "steps:", steps)
for bad in ["FOO 1", "x: .word 1\nx: .word 2", "LOAD missing"]:
    try:
        assemble(bad)
    except AsmError as e:
        print("AsmError:", e)
try:
    run(assemble("top: JNZ top\nLOAD #1\nJNZ top")[0][1:] + assemble("a: LOAD #1\nJNZ a")[0])
except RuntimeError as e:
    print("RuntimeError:", e)
