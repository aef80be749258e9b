// features: switch, map, class_extends, error_classes, object_static, nullish_coalescing, regex
'use strict';
const source = `
  push 10
  store n
  push 1
  store acc
loop:
  load n
  jz done
  load acc
  load n
  mul
  store acc
  load n
  push 1
  sub
  store n
  jmp loop
done:
  load acc
  print
  push 7
  push 3
  mod
  print
  push 2
  push 0
  div
  print
`;

function assemble(text) {
  const labels = new Map();
  const code = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/;.*$/, '').trim();
    if (!line) continue;
    if (line.endsWith(':')) { labels.set(line.slice(0, -1), code.length); continue; }
    const [op, arg] = line.split(/\s+/);
    code.push({ op, arg: arg === undefined ? null : (isNaN(arg) ? arg : Number(arg)) });
  }
  for (const ins of code) {
    if (['jmp', 'jz'].includes(ins.op)) {
      if (!labels.has(ins.arg)) throw new SyntaxError(`unknown label ${ins.arg}`);
      ins.arg = labels.get(ins.arg);
    }
  }
  return { code, labels };
}

class VMError extends Error {
  constructor(msg, pc) { super(`${msg} at pc=${pc}`); this.name = 'VMError'; this.pc = pc; }
}

function run({ code }, maxSteps = 1000) {
  const stack = [], vars = Object.create(null), out = [];
  let pc = 0, steps = 0;
  const pop = () => { if (!stack.length) throw new VMError('stack underflow', pc); return stack.pop(); };
  const binops = {
    add: (a, b) => a + b, sub: (a, b) => a - b, mul: (a, b) => a * b,
    div: (a, b) => { if (b === 0) throw new VMError('division by zero', pc); return Math.trunc(a / b); },
    mod: (a, b) => a % b,
  };
  while (pc < code.length) {
    if (++steps > maxSteps) throw new VMError('step limit', pc);
    const { op, arg } = code[pc];
    switch (op) {
      case 'push': stack.push(arg); break;
      case 'load': stack.push(vars[arg] ?? 0); break;
      case 'store': vars[arg] = pop(); break;
      case 'print': out.push(pop()); break;
      case 'jmp': pc = arg; continue;
      case 'jz': if (pop() === 0) { pc = arg; continue; } break;
      default:
        if (op in binops) { const b = pop(), a = pop(); stack.push(binops[op](a, b)); }
        else throw new VMError(`bad op '${op}'`, pc);
    }
    pc++;
  }
  return { out, steps, vars };
}

const prog = assemble(source);
console.log(`${prog.code.length} instructions, labels:`, Object.fromEntries(prog.labels));
try {
  run(prog);
} catch (e) {
  console.log(e instanceof VMError, e.name, e.message, e.pc);
}
const prog2 = assemble(source.split('\n').slice(0, 24).join('\n'));
const res = run(prog2);
console.log(res.out, res.steps);
console.log(res.vars);
try { assemble('jmp nowhere'); } catch (e) { console.log(String(e)); }
try { run(assemble('push 1\nfrob')); } catch (e) { console.log(e.message); }
