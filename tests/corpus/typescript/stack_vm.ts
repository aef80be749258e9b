// features: union_type, literal_type, switch_statement, inheritance, parameter_property, readonly_modifier, error_object, try_statement, instanceof_operator, regex
type Op =
  | { kind: "push"; value: number }
  | { kind: "add" } | { kind: "sub" } | { kind: "mul" } | { kind: "div" }
  | { kind: "dup" } | { kind: "swap" }
  | { kind: "jz"; target: number } | { kind: "jmp"; target: number }
  | { kind: "print" };

class VmError extends Error {
  constructor(message: string, readonly pc: number) {
    super(message);
    this.name = "VmError";
  }
}

function assemble(src: string): Op[] {
  return src.split(";").map(s => s.trim()).filter(Boolean).map(tok => {
    const [name, arg] = tok.split(/\s+/);
    switch (name) {
      case "push": return { kind: "push", value: Number(arg) };
      case "jz": return { kind: "jz", target: Number(arg) };
      case "jmp": return { kind: "jmp", target: Number(arg) };
      case "add": case "sub": case "mul": case "div": case "dup": case "swap": case "print":
        return { kind: name } as Op;
      default: throw new Error(`unknown op '${name}'`);
    }
  });
}

function run(prog: Op[], limit = 1000): number[] {
  const stack: number[] = [];
  const out: number[] = [];
  let pc = 0, steps = 0;
  const pop = (): number => {
    const v = stack.pop();
    if (v === undefined) throw new VmError("stack underflow", pc);
    return v;
  };
  while (pc < prog.length) {
    if (++steps > limit) throw new VmError("step limit", pc);
    const op = prog[pc];
    pc++;
    switch (op.kind) {
      case "push": stack.push(op.value); break;
      case "add": stack.push(pop() + pop()); break;
      case "mul": stack.push(pop() * pop()); break;
      case "sub": { const b = pop(), a = pop(); stack.push(a - b); break; }
      case "div": { const b = pop(), a = pop(); if (b === 0) throw new VmError("divide by zero", pc - 1); stack.push(Math.trunc(a / b)); break; }
      case "dup": { const v = pop(); stack.push(v, v); break; }
      case "swap": { const b = pop(), a = pop(); stack.push(b, a); break; }
      case "jz": if (pop() === 0) pc = op.target; break;
      case "jmp": pc = op.target; break;
      case "print": out.push(stack[stack.length - 1]); break;
    }
  }
  return out;
}

const programs: Record<string, string> = {
  arith: "push 6; push 7; mul; print; push 4; sub; print; push 5; div; print",
  countdown: "push 5; print; push 1; sub; dup; jz 8; jmp 1; push 99; print",
  underflow: "push 1; add",
  zero: "push 1; push 0; div",
  loop: "push 1; jmp 0",
  bad: "push 1; frob",
};
for (const [name, src] of Object.entries(programs)) {
  try {
    console.log(name, run(assemble(src)));
  } catch (e) {
    if (e instanceof VmError) console.log(name, `${e.name} at ${e.pc}: ${e.message}`);
    else if (e instanceof Error) console.log(name, "error:", e.message);
  }
}
