# features: match_statement, class_definition, custom_exception, tuple_unpacking, try_statement
class VMError(Exception):
    pass


class Machine:
    def __init__(self, program):
        self.program = program
        self.stack = []
        self.pc = 0
        self.vars = {}
        self.output = []

    def pop(self):
        if not self.stack:
            raise VMError(f"stack underflow at pc={self.pc}")
        return self.stack.pop()

    def run(self, limit=1000):
        steps = 0
        while self.pc < len(self.program):
            steps += 1
            if steps > limit:
                raise VMError("step limit")
            op, *args = self.program[self.pc].split()
            self.pc += 1
            match op:
                case "push":
                    self.stack.append(int(args[0]))
                case "load":
                    self.stack.append(self.vars[args[0]])
                case "store":
                    self.vars[args[0]] = self.pop()
                case "add" | "sub" | "mul" | "div":
                    b, a = self.pop(), self.pop()
                    if op == "add":
                        self.stack.append(a + b)
                    elif op == "sub":
                        self.stack.append(a - b)
                    elif op == "mul":
                        self.stack.append(a * b)
                    else:
                        self.stack.append(a // b)
                case "jz":
                    if self.pop() == 0:
                        self.pc = int(args[0])
                case "jmp":
                    self.pc = int(args[0])
                case "print":
                    self.output.append(str(self.pop()))
                case _:
                    raise VMError(f"bad opcode {op!r}")
        return self.output


factorial = """push 1
store acc
push 6
store n
load n
jz 16
load acc
load n
mul
store acc
load n
push 1
sub
store n
jmp 4
push 0
load acc
print""".splitlines()

m = Machine(factorial)
print(" ".join(m.run()))
print(m.vars)
for prog in (["add"], ["push 1", "push 0", "div"], ["frob"]):
    try:
        print(Machine(prog).run())
    except VMError as e:
        print("VMError:", e)
    except ZeroDivisionError as e:
        print("ZeroDivisionError:", e)
