// features: const_enum, interface_declaration, switch_statement, error_object, bitwise_operators, index_signature
// Brainfuck interpreter with bracket precompilation and step limits
const enum OpCode { Inc, Dec, Left, Right, Out, In, JumpFwd, JumpBack }

interface Instr { op: OpCode; arg: number }

class BfError extends Error {}

function compile(src: string): Instr[] {
  const prog: Instr[] = [];
  const stack: number[] = [];
  const simple: Record<string, OpCode> = { "+": OpCode.Inc, "-": OpCode.Dec, "<": OpCode.Left, ">": OpCode.Right, ".": OpCode.Out, ",": OpCode.In };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (ch in simple) {
      const op = simple[ch];
      const last = prog[prog.length - 1];
      if (last && last.op === op && op <= OpCode.Right) last.arg++;
      else prog.push({ op, arg: 1 });
    } else if (ch === "[") {
      stack.push(prog.length);
      prog.push({ op: OpCode.JumpFwd, arg: -1 });
    } else if (ch === "]") {
      const open = stack.pop();
      if (open === undefined) throw new BfError(`unmatched ] at ${i}`);
      prog[open].arg = prog.length;
      prog.push({ op: OpCode.JumpBack, arg: open });
    }
  }
  if (stack.length) throw new BfError(`unmatched [ at instruction ${stack[stack.length - 1]}`);
  return prog;
}

function run(src: string, input = "", maxSteps = 1_000_000): { output: string; steps: number } {
  const prog = compile(src);
  const tape = new Uint8Array(30000);
  let ptr = 0, pc = 0, steps = 0, inPos = 0;
  let output = "";
  while (pc < prog.length) {
    if (++steps > maxSteps) throw new BfError(`step limit ${maxSteps} exceeded`);
    const { op, arg } = prog[pc];
    switch (op) {
      case OpCode.Inc: tape[ptr] = (tape[ptr] + arg) & 255; break;
      case OpCode.Dec: tape[ptr] = (tape[ptr] - arg) & 255; break;
      case OpCode.Left: ptr -= arg; break;
      case OpCode.Right: ptr += arg; break;
      case OpCode.Out: for (let k = 0; k < arg; k++) output += String.fromCharCode(tape[ptr]); break;
      case OpCode.In: tape[ptr] = inPos < input.length ? input.charCodeAt(inPos++) : 0; break;
      case OpCode.JumpFwd: if (tape[ptr] === 0) pc = arg; break;
      case OpCode.JumpBack: if (tape[ptr] !== 0) pc = arg; break;
    }
    pc++;
  }
  return { output, steps };
}

const hello = "++++++++[>++++[>++>+++>+++>+<<<<-]>+>+>->>+[<]<-]>>.>---.+++++++..+++.>>.<-.<.+++.------.--------.>>+.";
const r1 = run(hello);
console.log(JSON.stringify(r1.output), "in", r1.steps, "steps");
const rev = ">,[>,]<[.<]";
console.log(run(rev, "stressed").output);
const upper = ",[>++++[<-------->-]<.,]";
console.log(run(upper, "typescript").output);
console.log(compile("+++>>--[-]").map(i => `${i.op}:${i.arg}`).join(" "));
for (const bad of ["[[]", "+]", "+[]"]) {
  try {
    console.log(run(bad, "", 1000));
  } catch (e) {
    console.log(e instanceof BfError ? "BfError: " + (e as Error).message : e);
  }
}
const wrap = run("-.");
console.log(wrap.output.charCodeAt(0));
