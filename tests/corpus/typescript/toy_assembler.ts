// features: type_alias_declaration, interface_declaration, parameter_property, type_guard, readonly_modifier, switch_statement, template_string, non_null_assertion
// Two-pass assembler and emulator for a tiny accumulator machine.
type Opcode = "LOAD" | "ADD" | "SUB" | "STORE" | "JMP" | "JZ" | "JNEG" | "OUT" | "HALT" | "MUL" | "DEC";

interface Instruction {
  op: Opcode;
  arg?: string;
  line: number;
}

class AsmError extends Error {
  constructor(public readonly line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.name = "AsmError";
  }
}

const OPCODES: ReadonlyMap<Opcode, number> = new Map<Opcode, number>([
  ["LOAD", 1], ["ADD", 2], ["SUB", 3], ["STORE", 4], ["JMP", 5],
  ["JZ", 6], ["JNEG", 7], ["OUT", 8], ["HALT", 0], ["MUL", 9], ["DEC", 10],
]);

function isOpcode(s: string): s is Opcode {
  return OPCODES.has(s as Opcode);
}

// DATA words occupy one cell, instructions two.
function address(instrs: Instruction[]): number {
  return instrs.reduce((a, i) => a + (i.arg?.startsWith("#") ? 1 : 2), 0);
}

function assemble(source: string): { code: number[]; labels: Map<string, number> } {
  const labels = new Map<string, number>();
  const instrs: Instruction[] = [];
  source.split("\n").forEach((raw, idx) => {
    const line = raw.replace(/;.*$/, "").trim();
    if (line.length === 0) return;
    let rest = line;
    const m = /^([A-Za-z_]\w*):\s*(.*)$/.exec(line);
    if (m) {
      if (labels.has(m[1])) throw new AsmError(idx + 1, `duplicate label '${m[1]}'`);
      labels.set(m[1], address(instrs));
      rest = m[2];
    }
    if (rest === "") return;
    const [mn, arg] = rest.split(/\s+/);
    const op = mn.toUpperCase();
    if (op === "DATA") { instrs.push({ op: "HALT", arg: "#" + (arg ?? "0"), line: idx + 1 }); return; }
    if (!isOpcode(op)) throw new AsmError(idx + 1, `unknown mnemonic '${mn}'`);
    instrs.push({ op, arg, line: idx + 1 });
  });
  const code: number[] = [];
  for (const ins of instrs) {
    if (ins.arg?.startsWith("#")) { code.push(Number(ins.arg.slice(1))); continue; }
    code.push(OPCODES.get(ins.op)!);
    if (ins.arg === undefined) { code.push(0); continue; }
    if (/^-?\d+$/.test(ins.arg)) code.push(parseInt(ins.arg, 10));
    else if (labels.has(ins.arg)) code.push(labels.get(ins.arg)!);
    else throw new AsmError(ins.line, `undefined symbol '${ins.arg}'`);
  }
  return { code, labels };
}

function run(code: number[], maxSteps = 10000): string[] {
  const mem = code.slice();
  while (mem.length < 64) mem.push(0);
  let acc = 0, pc = 0, steps = 0;
  const out: string[] = [];
  for (;;) {
    if (++steps > maxSteps) throw new RangeError(`step limit ${maxSteps} exceeded at pc=${pc}`);
    const op = mem[pc], arg = mem[pc + 1];
    pc += 2;
    switch (op) {
      case 0: return out;
      case 1: acc = mem[arg]; break;
      case 2: acc += mem[arg]; break;
      case 3: acc -= mem[arg]; break;
      case 4: mem[arg] = acc; break;
      case 5: pc = arg; break;
      case 6: if (acc === 0) pc = arg; break;
      case 7: if (acc < 0) pc = arg; break;
      case 8: out.push(String(acc)); break;
      case 9: acc *= mem[arg]; break;
      case 10: acc--; break;
      default: throw new Error(`bad opcode ${op} at ${pc - 2}`);
    }
  }
}

const factorial = `
; compute 5! iteratively
start:  LOAD one
        STORE result
loop:   LOAD n
        JZ done
        LOAD result
        MUL n
        STORE result
        OUT
        LOAD n
        DEC
        STORE n
        JMP loop
done:   LOAD result
        OUT
        HALT
n:      DATA 5
one:    DATA 1
result: DATA 0
`;

try {
  const { code, labels } = assemble(factorial);
  console.log(`assembled ${code.length} words`);
  const sorted = [...labels.entries()].sort((a, b) => a[1] - b[1]);
  for (const [name, addr] of sorted) console.log(`  ${name.padEnd(10)} @ ${addr.toString().padStart(3, "0")}`);
  console.log("output:", run(code).join(", "));
  console.log("hex:", code.slice(0, 12).map(x => x.toString(16).padStart(2, "0")).join(" "));
} catch (e) {
  console.log("failed:", (e as Error).message);
}

const bad = ["LOAD x\nHALT", "foo: ADD 1\nfoo: HALT", "PUSH 3", "loop: JMP loop"];
for (const src of bad) {
  try {
    const { code } = assemble(src);
    run(code, 50);
    console.log("ok?!");
  } catch (e) {
    if (e instanceof AsmError) console.log(`AsmError(${e.line}) ${e.message}`);
    else if (e instanceof RangeError) console.log(`RangeError: ${e.message}`);
    else throw e;
  }
}
