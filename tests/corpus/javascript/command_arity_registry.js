// features: class_declaration, class_extends, static_members, function_properties
// A command registry that checks how many arguments each command class's
// constructor declares (Class.length) before building it.
class Command {
  static registry = new Map();
  static register(cls) {
    Command.registry.set(cls.name.toLowerCase(), cls);
    return cls;
  }
  run() {
    return `${this.constructor.name}()`;
  }
}

class Move extends Command {
  constructor(dx, dy) {
    super();
    Object.assign(this, { dx, dy });
  }
  run() {
    return `move by ${this.dx},${this.dy}`;
  }
}
class Say extends Command {
  constructor(...words) {
    super();
    this.words = words;
  }
  run() {
    return `say "${this.words.join(' ')}"`;
  }
}
class Stop extends Command {}
class Wait extends Command {
  constructor(ms, reason) {
    super();
    this.ms = ms;
    this.reason = reason ?? 'idle';
  }
  run() {
    return `wait ${this.ms}ms (${this.reason})`;
  }
}
[Move, Say, Stop, Wait].forEach((c) => Command.register(c));

function build(line) {
  const [name, ...args] = line.trim().split(/\s+/);
  const cls = Command.registry.get(name);
  if (!cls) return `unknown command ${name}`;
  if (args.length < cls.length) return `${name} needs ${cls.length} argument(s), got ${args.length}`;
  return new cls(...args.map((a) => (/^-?\d+$/.test(a) ? Number(a) : a))).run();
}

for (const line of ['move 3 -4', 'move 1', 'say hello there', 'stop', 'wait', 'wait 5 busy', 'jump 2']) {
  console.log(line.padEnd(16), '->', build(line));
}
console.log([...Command.registry].map(([k, c]) => `${k}/${c.length}`).join(' '), Command.length, ((a, b, ...c) => 0).length);
