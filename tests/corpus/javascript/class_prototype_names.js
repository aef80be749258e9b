// features: class_declaration, getters, object_static, class_extends
// A tiny command-line dispatcher that discovers its commands by reflecting
// over the prototype, as plugin hosts and test runners do.
class Command {
  constructor(name) { this.name = name; this.log = []; }
  get usage() { return `usage: ${this.name} <command>`; }
  help() { return this.commands().join(', '); }
  commands() {
    const proto = Object.getPrototypeOf(this);
    return Object.getOwnPropertyNames(proto)
      .filter((n) => n !== 'constructor' && typeof proto[n] === 'function')
      .sort();
  }
  run(cmd, ...args) {
    if (!this.commands().includes(cmd)) return `unknown command ${cmd}; try: ${this.help()}`;
    return this[cmd](...args);
  }
}

class Git extends Command {
  #staged = [];
  constructor() { super('git'); }
  add(...files) { this.#staged.push(...files); return `staged ${this.#staged.length}`; }
  commit(msg) {
    const n = this.#staged.length;
    this.#staged = [];
    this.log.push(msg);
    return `[main] ${msg} (${n} files)`;
  }
  get branch() { return 'main'; }
  status() { return this.#staged.length ? `to commit: ${this.#staged.join(' ')}` : 'clean'; }
  static create() { return new Git(); }
}

const git = Git.create();
console.log(Object.getOwnPropertyNames(Git.prototype));
console.log(Object.getOwnPropertyNames(Command.prototype));
console.log(git.commands(), git.usage, git.branch);
for (const line of [['status'], ['add', 'a.txt', 'b.txt'], ['status'], ['commit', 'first'], ['push'], ['status']]) {
  console.log(`$ ${line.join(' ')} -> ${git.run(...line)}`);
}
console.log(Object.getOwnPropertyNames(git), git.log);
console.log(typeof Git.prototype.branch, typeof Git.prototype.add, Object.getOwnPropertyNames(Object.getPrototypeOf(git)).length);
